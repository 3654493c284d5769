import { useSnapshot } from 'valtio';
import { useAuthorized } from '@portico/kernel/react/use-authorized';
import { useKernel } from '@portico/kernel/react/kernel-context';
import { TOKENS } from '@portico/kernel/tokens';

/**
 * Whether a button that opens dialog `name` should show: a component is registered under the name, or an
 * enabled feature's dialog plugin answers to it and the session may use it.
 */
export function useDialogAvailable(name: string): boolean {
  const kernel = useKernel();
  const modals = kernel.get(TOKENS.Modals);
  const { registered } = useSnapshot(modals.state);
  const plugin = modals.dialogFor(name);
  const authorized = useAuthorized(plugin ? [plugin] : []);
  return registered.includes(name) || (plugin !== undefined && (authorized?.length ?? 0) > 0);
}
