import { useTranslation } from 'react-i18next';
import { splashBrand } from '../splash-brand';

/**
 * The one loading state from the first paint to the first screen: public/index.html holds the same markup
 * (its label in English, before any translation loads; the firm's logo or name when the server knows the firm), so
 * the React fallbacks take over without a jump.
 */
export function BootSplash({ label }: { label?: string }) {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  const brand = splashBrand();
  return (
    <div className="boot-splash" role="status">
      {brand?.kind === 'logo' && <img className="boot-logo" src={brand.src} width={brand.width} height={brand.height} alt={brand.alt} />}
      {brand?.kind === 'name' && <p className="boot-firm">{brand.name}</p>}
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label ?? (ready ? t('kernel.loading') : 'Loading…')}</span>
    </div>
  );
}
