import { useTranslation } from 'react-i18next';

/**
 * The one loading state from the first paint to the first screen: public/index.html holds the same markup
 * (its label in English, before any translation loads), so the React fallbacks take over without a jump.
 */
export function BootSplash({ label }: { label?: string }) {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  return (
    <div className="boot-splash" role="status">
      <span className="boot-spinner" aria-hidden="true" />
      <span className="visually-hidden">{label ?? (ready ? t('kernel.loading') : 'Loading…')}</span>
    </div>
  );
}
