import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, TOKENS, useKernel } from '@portico/plugin';
import { PRIVACY_POLICIES, type PrivacyPolicy } from '@portico/contract/help-links';
import { HELP_ENDPOINTS, type HelpConfig } from '../../help';
import { HTTPS_URL, SectionForm, TextField } from './fields';
import { useSave } from './use-save';

type Field = 'searchUrl' | 'howToUrl' | PrivacyPolicy;
type Links = Record<Field, string>;

const linksOf = (config: HelpConfig): Links => ({
  searchUrl: config.searchUrl ?? '', howToUrl: config.howToUrl ?? '',
  ...Object.fromEntries(PRIVACY_POLICIES.map((p) => [p, config.privacyUrls[p] ?? ''])) as Record<PrivacyPolicy, string>,
});

/**
 * The help menu's links (spec 001 §2, §9): search, how-to, and the privacy policy per language. Empty keeps
 * the portal's own page, which always answers. The firm's suggested topics are kept as they are.
 */
export function HelpLinksSection({ saved }: { saved: HelpConfig }) {
  const { t } = useTranslation('common.firm-settings');
  const http = useKernel().get(TOKENS.Http);
  const [config, setConfig] = useState(saved);
  const [links, setLinks] = useState(() => linksOf(saved));
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const save = useSave();

  const submit = () => {
    const found = Object.fromEntries(Object.entries(links).filter(([, v]) => v && !HTTPS_URL.test(v)).map(([k]) => [k, t('errors.httpsUrl')]));
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const privacyUrls = Object.fromEntries(PRIVACY_POLICIES.filter((p) => links[p]).map((p) => [p, links[p]]));
    const body = { searchUrl: links.searchUrl || null, howToUrl: links.howToUrl || null, privacyUrls, topics: config.topics };
    void save.run(async () => setConfig(await call(http, HELP_ENDPOINTS.putHelpConfig, { body })));
  };

  const field = (name: Field, label: string, hint?: string) => (
    <TextField key={name} label={label} hint={hint} type="url" inputMode="url" maxLength={500} value={links[name]} error={problems[name]}
      onChange={(v) => setLinks({ ...links, [name]: v.trim() })} />
  );
  return (
    <SectionForm id="settings-help" title={t('help.title')} state={save.state} onSubmit={submit}>
      <p className="settings-hint">{t('help.intro')}</p>
      {field('searchUrl', t('help.searchUrl'), t('help.searchUrlHint'))}
      {field('howToUrl', t('help.howToUrl'))}
      <fieldset>
        <legend>{t('help.privacy')}</legend>
        {PRIVACY_POLICIES.map((p) => field(p, t(`help.policies.${p}`)))}
      </fieldset>
    </SectionForm>
  );
}
