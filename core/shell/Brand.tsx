import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { useService } from '@portico/kernel/react/kernel-context';
import { TOKENS } from '@portico/kernel/tokens';

/** The firm in the header: its logo image, else its name as text, else the banner image (spec 000 §1). */
export function Brand() {
  const { t } = useTranslation('shell');
  const { theme } = useSnapshot(useService(TOKENS.Theme, 'Brand').state);
  const firm = theme?.headerLine1 || theme?.companyName || t('brand.fallbackName');
  let content;
  if (theme?.headerImage) {
    // Sized before it loads, so the header does not shift; high priority: it is the page's largest image.
    const size = theme.headerImageSize;
    content = <img className="brand-logo" src={theme.headerImage} alt={firm} width={size?.width} height={size?.height} fetchPriority="high" />;
  }
  // A name too long for a phone's two lines ends in an ellipsis; its tooltip and the link's name keep it whole.
  else if (theme?.headerLine1) content = <span className="brand-name" title={theme.headerLine1}>{theme.headerLine1}</span>;
  else if (theme?.bannerImage) content = <img className="brand-banner" src={theme.bannerImage} alt={firm} />;
  else content = <span className="brand-name" title={firm}>{firm}</span>;
  return (
    <Link href="/" className="shell-brand" aria-label={t('brand.homeLink', { firm })}>
      {content}
    </Link>
  );
}
