import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(undefined, { useSuspense: false });
  return (
    <div className="load-failed" role="alert">
      <p>{t('kernel.pluginFailed')}</p>
      <button type="button" onClick={onRetry}>{t('kernel.retry')}</button>
    </div>
  );
}

/**
 * A screen's code that fails to download (a dropped connection, a new release replacing the chunks) shows a
 * message with a retry instead of a blank page. Retrying reloads: the browser may hold a failed import forever.
 */
export class LoadErrorBoundary extends Component<{ children: ReactNode; reload?: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <LoadFailed onRetry={this.props.reload ?? (() => location.reload())} />;
  }
}
