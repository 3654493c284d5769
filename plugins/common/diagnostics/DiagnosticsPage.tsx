import { useTranslation } from 'react-i18next';
import { type PluginProps, TOKENS, useKernel, useRemoteQuery } from '@portico/plugin';
import { Icon } from '@portico/toolkit/icons';
import type { CheckStatus } from './checks';
import { CHECK_NAMES, runChecks, type Report } from './run-checks';
import './diagnostics.css';

const STATUS_ICON = { ok: 'confirm', warning: 'warn', failed: 'refuse' } as const satisfies Record<CheckStatus, string>;

/** The diagnostic page: browser, connection, clock and storage, each with what it found; run again on demand. */
export default function DiagnosticsPage(_props: PluginProps) {
  const { t } = useTranslation('common.diagnostics');
  const kernel = useKernel();
  const http = kernel.get(TOKENS.Http);
  const version = kernel.get(TOKENS.Config).version;
  // Each visit and each "run again" checks afresh: nothing of an earlier run is kept or shown.
  const run = useRemoteQuery(['common.diagnostics', 'checks'], async () => ({ report: await runChecks(http), checkedAt: new Date() }), true, { keep: false });
  const running = run.status !== 'loaded';
  const report: Report | null = run.status === 'loaded' ? run.data.report : null;
  const checkedAt = run.status === 'loaded' ? run.data.checkedAt : null;

  const failed = report ? CHECK_NAMES.filter((name) => report[name].status !== 'ok').length : 0;

  return (
    <section className="diagnostics-page" aria-labelledby="diagnostics-title" aria-busy={running}>
      <h1 id="diagnostics-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      <p className="diagnostics-summary" role="status">
        {running ? t('running') : failed === 0 ? t('allGood') : t('problems', { count: failed })}
      </p>
      <ul className="diagnostics-checks">
        {CHECK_NAMES.map((name) => {
          const result = running ? undefined : report?.[name];
          return (
            <li key={name} className={`diagnostics-check${result ? ` is-${result.status}` : ''}`}>
              <span className="diagnostics-status">
                {result ? <Icon name={STATUS_ICON[result.status]} label={t(`status.${result.status}`)} /> : <span className="spinner is-small" aria-label={t('status.running')} role="img" />}
              </span>
              <div>
                <h2>{t(`checks.${name}.title`)}</h2>
                <p>{result ? t(`checks.${name}.${result.detail}`, result.values) : t('status.running')}</p>
              </div>
            </li>
          );
        })}
      </ul>
      <dl className="diagnostics-facts">
        <dt>{t('facts.portalVersion')}</dt>
        <dd>{version}</dd>
        {report?.serverVersion && report.serverVersion !== version && (
          <>
            <dt>{t('facts.serverVersion')}</dt>
            <dd>{report.serverVersion}</dd>
          </>
        )}
        <dt>{t('facts.checkedAt')}</dt>
        <dd>{checkedAt ? checkedAt.toLocaleString(kernel.get(TOKENS.I18n).language) : '…'}</dd>
      </dl>
      <button type="button" onClick={run.retry} disabled={running}>
        <Icon name="refresh" /> {t('runAgain')}
      </button>
    </section>
  );
}
