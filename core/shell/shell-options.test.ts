import { describe, expect, it } from 'vitest';
import { createTestKernel } from '@portico/test/support/test-kernel';
import { TOKENS } from '@portico/kernel/tokens';
import { shellVisibility } from './shell-options';

async function visibility(options: Parameters<typeof createTestKernel>[0]) {
  const kernel = await createTestKernel(options);
  return shellVisibility(kernel.get(TOKENS.Config), kernel.get(TOKENS.Permissions), false);
}

describe('shellVisibility', () => {
  it('shows help and profile settings to a client by default', async () => {
    expect(await visibility({})).toMatchObject({ help: true, reportIssue: false, profileSettings: true, linkedAccounts: true });
  });

  it('follows the variant hide options from registry.json', async () => {
    expect(await visibility({ shell: { hideHelpDropdown: true, hideAccountInfoDetails: true } })).toMatchObject({
      help: false,
      profileSettings: false,
    });
  });

  it('in preview replaces help by report-issue (unless hidden) and hides account pieces', async () => {
    expect(await visibility({ emulatee: 'guid-maria' })).toMatchObject({ help: false, reportIssue: true, profileSettings: false, linkedAccounts: false });
    expect(await visibility({ emulatee: 'guid-maria', shell: { hideReportIssue: true } })).toMatchObject({ reportIssue: false });
  });

  it('hides help by the ClientCenter_HideHelp switch', async () => {
    expect(await visibility({ controls: ['ClientCenter_HideHelp'] })).toMatchObject({ help: false });
  });
});
