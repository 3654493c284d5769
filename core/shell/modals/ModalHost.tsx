import { useSnapshot } from 'valtio';
import { useService } from '../../kernel/react/kernel-context';
import { TOKENS } from '../../kernel/tokens';
import type { OpenModal } from './modal-service';

/** Renders the dialogs features opened through the modals service (delete, send documents, report issue). */
export function ModalHost() {
  const modals = useService(TOKENS.Modals, 'ModalHost');
  // Entries are valtio refs: the snapshot hands back the very objects that were pushed.
  const { open } = useSnapshot(modals.state) as { open: OpenModal[] };
  return (
    <>
      {open.map(({ id, component: Component, props }) => (
        <Component key={id} {...props} close={() => modals.close(id)} />
      ))}
    </>
  );
}
