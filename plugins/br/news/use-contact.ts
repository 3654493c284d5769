import { useSnapshot } from 'valtio';
import { TOKENS, useKernel } from '@portico/plugin';

/** The signed-in contact whose news is read (spec 001: news needs a contactId), or null without one. */
export function useContactId(): string | null {
  const session = useSnapshot(useKernel().get(TOKENS.Session).state);
  return session.info?.bindings.ApplicationConfiguration.ContactId ?? null;
}
