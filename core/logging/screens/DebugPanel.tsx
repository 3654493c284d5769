import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Dialog } from '../../toolkit/dialog/Dialog';
import type { ModalProps } from '../../modals/modal-service';
import type { FeatureFlags } from '../../flags/feature-flags';
import type { FlagInterception } from '../../flags/flag-interception';
import type { Logger } from '../logger';
import './debug-panel.css';

export interface DebugPanelProps extends ModalProps {
  flags: FeatureFlags;
  interception: FlagInterception;
  logger: Logger;
}

/** The module and message of a frontEndException entry, as the logger wrote them. */
function summary(logs: unknown[]): { module: string; message: string } {
  const first = (logs[0] ?? {}) as { module?: unknown; message?: unknown };
  return { module: String(first.module ?? ''), message: String(first.message ?? '') };
}

/**
 * The internal users' debug panel (Ctrl+Alt+D, or the account menu): every feature flag with its value for
 * this session, overridable (overridden ones marked, each resettable), and the recent errors the debug
 * reporter keeps for a report-issue. Its own chunk, loaded the first time it opens.
 */
export default function DebugPanel({ close, flags, interception, logger }: DebugPanelProps) {
  const { t } = useTranslation('debug');
  const state = useSnapshot(flags.state);
  const overridden = Object.keys(state.overrides).length;
  const errors = logger.recent().slice().reverse();
  const ids = Object.keys(state.flags).sort();

  return (
    <Dialog
      title={t('panel.title')}
      onClose={close}
      size="large"
      className="debug-panel"
      footer={
        <>
          <button type="button" className="secondary" disabled={overridden === 0} onClick={() => interception.clearAll()}>
            {t('flags.resetAll')}
          </button>
          <button type="button" onClick={close}>
            {t('panel.close')}
          </button>
        </>
      }
    >
      <section aria-labelledby="debug-flags-heading">
        <h3 id="debug-flags-heading">{t('flags.heading')}</h3>
        <p className="debug-note">{t('flags.note', { count: overridden })}</p>
        <ul className="debug-flags">
          {ids.map((id) => {
            const flag = state.flags[id]!;
            const isOverridden = id in state.overrides;
            const value = state.overrides[id] ?? flag.value;
            const descriptionId = `debug-flag-${id}-description`;
            return (
              <li key={id} className={isOverridden ? 'overridden' : undefined}>
                <label>
                  <input
                    type="checkbox"
                    checked={value}
                    aria-describedby={descriptionId}
                    onChange={(event) => interception.set(id, event.target.checked)}
                  />
                  <span className="debug-flag-name">{flag.name}</span>
                  <code>{id}</code>
                </label>
                {isOverridden && <span className="debug-badge">{t('flags.overridden')}</span>}
                <span id={descriptionId} className="debug-flag-description">
                  {flag.description}
                  {flag.lockedBy.length > 0 && ` ${t('flags.lockedBy', { flags: flag.lockedBy.join(', ') })}`}
                  {value && !flags.isEnabled(id) && ` ${t('flags.offByLock')}`}
                </span>
                {isOverridden && (
                  <button type="button" className="link-button" onClick={() => interception.set(id, undefined)}>
                    {t('flags.reset', { flag: flag.name })}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="debug-errors-heading">
        <h3 id="debug-errors-heading">{t('errors.heading')}</h3>
        {errors.length === 0 ? (
          <p className="debug-note">{t('errors.none')}</p>
        ) : (
          <ol className="debug-errors">
            {errors.map((entry) => {
              const { module, message } = summary(entry.data.logs);
              return (
                <li key={entry.id}>
                  <time dateTime={entry.time}>{new Date(entry.time).toLocaleTimeString()}</time>
                  <code>{module}</code>
                  <span className="debug-error-message">{message}</span>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </Dialog>
  );
}
