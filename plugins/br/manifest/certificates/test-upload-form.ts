import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { within } from '@testing-library/react';

/**
 * The certificate upload form (UploadForm.tsx) as both its screens use it: a wrong password is refused with its
 * reason, then the right one saves.
 */
export async function uploadWrongThenRightPassword(user: UserEvent, form: HTMLElement, file: File): Promise<void> {
  await user.upload(within(form).getByLabelText('Certificate file (.pfx or .p12)'), file);
  await user.type(within(form).getByLabelText('Certificate password'), 'errada');
  await user.click(within(form).getByRole('button', { name: 'Check and save' }));
  expect(await within(form).findByText('The password does not open this certificate.', {}, { timeout: 10_000 })).toBeInTheDocument();
  await user.clear(within(form).getByLabelText('Certificate password'));
  await user.type(within(form).getByLabelText('Certificate password'), 'certa');
  await user.click(within(form).getByRole('button', { name: 'Check and save' }));
}
