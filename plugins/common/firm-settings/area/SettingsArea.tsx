import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { call, TOKENS, useKernel, useRemoteQuery } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { HELP_ENDPOINTS } from '../../help';
import { ENDPOINTS as CORE_ENDPOINTS } from '@portico/contract/endpoints';
import { ENDPOINTS } from '../contract';
import { FlagsSection } from './FlagsSection';
import { HelpLinksSection } from './HelpLinksSection';
import { QuotaSection } from './QuotaSection';
import { SupportSection } from './SupportSection';
import { ThemeSection } from './ThemeSection';
import './firm-settings-area.css';

const SECTIONS = ['settings-theme', 'settings-support', 'settings-help', 'settings-quotas', 'settings-flags'] as const;

/**
 * Firm settings (/staff/settings, administrators only): the theme with its live preview, the support channels,
 * the help links, the limits and the feature flags, each section read on its own and saved on its own.
 */
export default function SettingsArea() {
  const { t } = useTranslation('common.firm-settings');
  const kernel = useKernel();
  const http = kernel.get(TOKENS.Http);
  const { theme: portalTheme } = useSnapshot(kernel.get(TOKENS.Theme).state);
  // Fresh each visit: another administrator may have changed them meanwhile.
  const theme = useRemoteQuery(['common.firm-settings', 'theme'], (signal) => call(http, ENDPOINTS.getFirmTheme, {}, { signal }), true, { keep: false });
  const support = useRemoteQuery(['common.firm-settings', 'support'], (signal) => call(http, ENDPOINTS.getFirmSupport, {}, { signal }), true, { keep: false });
  const help = useRemoteQuery(['common.firm-settings', 'help'], (signal) => call(http, HELP_ENDPOINTS.getHelpConfig, {}, { signal }), true, { keep: false });
  const quotas = useRemoteQuery(['common.firm-settings', 'quotas'], (signal) => call(http, ENDPOINTS.getFirmQuotas, {}, { signal }), true, { keep: false });
  const flags = useRemoteQuery(['common.firm-settings', 'flags'], (signal) => call(http, CORE_ENDPOINTS.getFlags, {}, { signal }), true, { keep: false });

  return (
    <div className="firm-settings-area">
      <h1>{t('area.title')}</h1>
      <p>{t('area.intro')}</p>
      <nav aria-label={t('area.sections')} className="settings-nav">
        <ul>
          {SECTIONS.map((id) => <li key={id}><a href={`#${id}-title`}>{t(`area.nav.${id}`)}</a></li>)}
        </ul>
      </nav>
      <RemoteView remote={theme} failed={t('area.failed')}>
        {(saved) => <ThemeSection saved={saved} onSaved={(next) => theme.update(() => next)} firmName={portalTheme?.companyName ?? ''} />}
      </RemoteView>
      <RemoteView remote={support} failed={t('area.failed')}>{(saved) => <SupportSection saved={saved} />}</RemoteView>
      <RemoteView remote={help} failed={t('area.failed')}>{(saved) => <HelpLinksSection saved={saved} />}</RemoteView>
      <RemoteView remote={quotas} failed={t('area.failed')}>{(saved) => <QuotaSection saved={saved} />}</RemoteView>
      <RemoteView remote={flags} failed={t('area.failed')}>
        {(saved) => <FlagsSection saved={saved.flags} onSaved={(next) => flags.update(() => ({ flags: next }))} />}
      </RemoteView>
    </div>
  );
}
