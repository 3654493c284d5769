import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, type DialogProps, useKernel, useTitles } from '@portico/plugin';

/**
 * Tells the user they may not use an action. The description is the action type's own text when the feature
 * area has one (noAccess.description.<actionType>), else its section's, else a general one, naming the action.
 */
export default function NoAccessPermissionDialog({ close, actionType }: DialogProps & { actionType?: string }) {
  const { t } = useTranslation('common.actions');
  const kernel = useKernel();
  const action = kernel.plugins.actions().find((a) => a.actionType === actionType);
  const title = useTitles(action ? [action] : []);
  const ok = useRef<HTMLButtonElement>(null);
  const keys = [
    ...(actionType ? [`noAccess.description.${actionType}`] : []),
    ...(action ? [`noAccess.description.${action.section}`] : []),
    action ? 'noAccess.description.default' : 'noAccess.description.unknown',
  ];
  return (
    <Dialog
      title={t('noAccess.title')}
      onClose={close}
      size="small"
      initialFocus={ok}
      className="no-access-dialog"
      footer={
        <button ref={ok} type="button" onClick={close}>
          {t('noAccess.ok')}
        </button>
      }
    >
      <p>{t(keys, { action: action ? title(action) : '' })}</p>
    </Dialog>
  );
}
