import type { PortalConfig } from '@portico/contract/portal-config';
import type { Permissions } from '../permissions/permissions';

export const HIDE_HELP_CONTROL = 'ClientCenter_HideHelp';

/** What the header shows for this session: a hidden switch hides, it never disables-and-shows. */
export interface ShellVisibility {
  help: boolean;
  reportIssue: boolean;
  profileSettings: boolean;
  linkedAccounts: boolean;
  staffLink: boolean;
}

export function shellVisibility(config: PortalConfig, permissions: Permissions, isStaff: boolean): ShellVisibility {
  const options = config.shell;
  const preview = permissions.isEmulated;
  return {
    help: !preview && !options.hideHelpDropdown && !permissions.hasControl(HIDE_HELP_CONTROL),
    reportIssue: preview && !options.hideReportIssue,
    profileSettings: !preview && !options.hideAccountInfoDetails,
    linkedAccounts: !preview,
    staffLink: isStaff || permissions.isStaff,
  };
}
