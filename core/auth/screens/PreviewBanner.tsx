import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useKernel } from '@portico/kernel/react/kernel-context';
import { TOKENS } from '@portico/kernel/tokens';
import { useAuth } from '../use-auth';

/** The 50 px preview header: 'Viewing Client Center As' the viewed user, and a close button that ends the preview. */
export function PreviewBanner() {
  const { t } = useTranslation('auth');
  const kernel = useKernel();
  const auth = useAuth();
  useSnapshot(kernel.get(TOKENS.Session).state);
  const { profile } = useSnapshot(kernel.get(TOKENS.Profile).state);
  const [failed, setFailed] = useState(false);
  if (!kernel.get(TOKENS.Session).isEmulated) return null;
  const name = profile ? `${profile.firstName} ${profile.lastName}` : '';
  return (
    <div className="preview-banner" role="region" aria-label={t('preview.banner')}>
      {/* On a phone the text takes two lines at most beside the button; a name cut there is whole in the tooltip. */}
      <span className="preview-text" title={`${t('preview.banner')} ${name}`}>
        {t('preview.banner')} <strong className="preview-name" id="preview-name">{name}</strong>
      </span>
      {failed && <span role="alert">{t('preview.closeError')}</span>}
      {/* Named by its visible text (WCAG 2.5.3); whose preview it closes is its description. */}
      <button type="button" className="preview-close" aria-describedby="preview-name"
        onClick={() => auth.endPreview().catch(() => setFailed(true))}>
        {t('preview.close')}
      </button>
    </div>
  );
}
