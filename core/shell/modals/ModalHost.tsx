import { useSnapshot } from 'valtio';
import { PluginSlot } from '@portico/kernel/react/plugin-slot';
import { useService } from '@portico/kernel/react/kernel-context';
import { TOKENS } from '@portico/kernel/tokens';
import type { OpenModal } from '../../modals/modal-service';

/** Renders the dialogs opened through the modals service: features' components and dialog plugins. */
export function ModalHost() {
  const modals = useService(TOKENS.Modals, 'ModalHost');
  // Entries are valtio refs: the snapshot hands back the very objects that were pushed.
  const { open } = useSnapshot(modals.state) as unknown as { open: OpenModal[] };
  return (
    <>
      {open.map(({ id, component: Component, dialog, props }) =>
        dialog ? (
          <PluginSlot key={id} manifest={dialog} fallback={null} props={{ ...props, close: () => modals.close(id) }} />
        ) : (
          <Component key={id} {...props} close={() => modals.close(id)} />
        ),
      )}
    </>
  );
}
