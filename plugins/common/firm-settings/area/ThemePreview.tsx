import { useTranslation } from 'react-i18next';
import type { ThemeSettings, ThemeSettingsInput } from '../contract';
import { HEX_COLOUR } from './fields';

/** The generated logo's letters, as the server draws them (server/routes/theme.ts). */
const initials = (name: string) => name.split(/\s+/).slice(0, 2).map((w) => w[0]).join('');

/** A colour being typed is shown once it is one; till then the saved one. */
const shown = (typed: string, saved: string) => (HEX_COLOUR.test(typed) ? typed : saved);

/**
 * The theme as it is being edited, before it is saved: the portal's header and a button, and the sign-in page
 * with its background and text. The header shows what the portal would (core/shell/Brand.tsx): the logo, else
 * the text line, else the banner.
 */
export function ThemePreview({ draft, saved, firmName }: { draft: ThemeSettingsInput; saved: ThemeSettings; firmName: string }) {
  const { t } = useTranslation('common.firm-settings');
  const c = Object.fromEntries(Object.entries(draft.colors).map(([k, v]) => [k, shown(v, saved.colors[k as keyof ThemeSettings['colors']])])) as ThemeSettings['colors'];
  const header = { background: c.headerFillColor, color: c.headerTextColor };
  const button = { background: c.buttonFillColor, color: c.buttonTextColor, borderColor: c.buttonFillColor };
  const logo = saved.logoImage?.url ?? null;
  const mark = logo
    ? <img src={logo} alt="" height={28} />
    : draft.withLogo ? <span className="preview-generated"><span className="preview-generated-logo" style={button}>{initials(firmName)}</span>{firmName}</span>
    : draft.headerLine1 ? <span>{draft.headerLine1}</span>
    : saved.bannerImage ? <img src={saved.bannerImage} alt="" height={28} />
    : <span>{firmName}</span>;
  return (
    <figure className="settings-preview" aria-label={t('preview.label')}>
      <figcaption>{t('preview.title')}</figcaption>
      <div className="preview-portal">
        <div className="preview-header" style={header} data-testid="preview-header">{mark}</div>
        <div className="preview-body">
          <span className="preview-button" style={button}>{t('preview.button')}</span>
        </div>
      </div>
      <div className={`preview-signin preview-bg-${draft.loginBackground}`}>
        <div className="preview-header" style={header}>{mark}</div>
        <div className="preview-card">
          <strong>{t('preview.signIn')}</strong>
          {draft.loginPageText && <p className="preview-login-text" data-testid="preview-login-text">{draft.loginPageText}</p>}
          <span className="preview-button" style={button}>{t('preview.signIn')}</span>
        </div>
      </div>
    </figure>
  );
}
