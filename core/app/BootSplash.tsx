import { useTranslation } from 'react-i18next';
import { splashLogo } from './splash-logo';

/**
 * The one loading state from the first paint to the first screen: public/index.html holds the same markup
 * (its label in English, before any translation loads; the firm's logo when the server knows the firm), so
 * the React fallbacks take over without a jump.
 */
export function BootSplash({ label }: { label?: string }) {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  const logo = splashLogo();
  return (
    <div className="boot-splash" role="status">
      {logo && <img className="boot-logo" src={logo.src} width={logo.width} height={logo.height} alt={logo.alt} />}
      <span className="boot-spinner" aria-hidden="true" />
      <span className="visually-hidden">{label ?? (ready ? t('kernel.loading') : 'Loading…')}</span>
    </div>
  );
}
