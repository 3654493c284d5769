import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Dialog, type DialogProps, PluginSlot, useTitles } from '@portico/plugin';
import { useActionsRegistry } from '../use-actions-registry';

export interface ActionModalProps extends DialogProps {
  /** The action type to show (its manifest's actionType), as the opener passes it. */
  actionType?: string;
  /** Where to go after it closes; default the overview. */
  returnTo?: string;
}

/**
 * A small, scrollable modal with a backdrop that shows one action. However it ends (closed, dismissed with
 * Esc, or errored: the action cannot be found or is not authorised, or the action reports a failure), the
 * portal goes to the actions overview.
 */
export default function ActionModal({ close, actionType, returnTo = '/actions' }: ActionModalProps) {
  const { t } = useTranslation('common.actions');
  const [, navigate] = useLocation();
  const { registry, state } = useActionsRegistry();
  const action = state.actions.find((a) => a.actionType === actionType);
  const title = useTitles(action ? [action] : []);
  const finished = useRef(false);
  const finish = () => {
    if (finished.current) return;
    finished.current = true;
    close();
    navigate(returnTo);
  };
  const errored = !state.loading && (state.loaded || state.loadFailed) && !action;

  useEffect(() => {
    if (errored) {
      const known = actionType ? registry.actionOfType(actionType) : undefined;
      registry.logRefused(actionType ?? '(none)', !known ? 'not found' : state.failedActions.includes(known.id) ? 'load failed' : 'not authorised');
      finish();
    }
  });

  return (
    <Dialog title={action ? title(action) : t('actionModal.title')} onClose={finish} size="small" className="action-modal">
      <div className="action-modal-body">
        {action ? (
          <PluginSlot manifest={action} props={{ close: finish, fail: finish }} />
        ) : (
          <p role="status">{t('loading')}</p>
        )}
      </div>
    </Dialog>
  );
}
