import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, TOKENS, useKernel } from '@portico/plugin';
import {
  ENDPOINTS, LOGIN_BACKGROUNDS, MAX_HEADER_LINE, MAX_LOGIN_TEXT, THEME_COLOURS,
  type ThemeColour, type ThemeSettings, type ThemeSettingsInput,
} from '../contract';
import { ColourField, HEX_COLOUR, HTTPS_URL, SectionForm, TextField } from './fields';
import { ImageField } from './ImageField';
import { ThemePreview } from './ThemePreview';
import { useSave } from './use-save';

const inputOf = ({ logoImage: _logo, bannerImage: _banner, defaultTimeZone: _default, ...input }: ThemeSettings): ThemeSettingsInput => input;

/** The zones the browser knows, which the server's runtime knows too (both are ICU's list). */
const TIME_ZONES = Intl.supportedValuesOf('timeZone');

type Problems = Partial<Record<ThemeColour | 'logoutUrl', string>>;

function problemsOf(draft: ThemeSettingsInput, t: (key: string) => string): Problems {
  const problems: Problems = {};
  for (const colour of THEME_COLOURS) if (!HEX_COLOUR.test(draft.colors[colour])) problems[colour] = t('errors.colour');
  if (draft.logoutUrl && !HTTPS_URL.test(draft.logoutUrl)) problems.logoutUrl = t('errors.httpsUrl');
  return problems;
}

/**
 * The theme (spec 000 §3): colours, header, images and the sign-in page, with a live preview. Saved, it is the
 * portal's at once: the theme is loaded again so this very screen wears it.
 */
export function ThemeSection({ saved, onSaved, firmName }: { saved: ThemeSettings; onSaved: (theme: ThemeSettings) => void; firmName: string }) {
  const { t } = useTranslation('common.firm-settings');
  const kernel = useKernel();
  const http = kernel.get(TOKENS.Http);
  const themes = kernel.get(TOKENS.Theme);
  const [draft, setDraft] = useState(() => inputOf(saved));
  const [shownProblems, setShownProblems] = useState<Problems>({});
  const save = useSave();
  const set = (change: Partial<ThemeSettingsInput>) => setDraft((d) => ({ ...d, ...change }));
  const refresh = (theme: ThemeSettings) => {
    onSaved(theme);
    const companyId = themes.state.theme?.companyId;
    if (companyId) void themes.load(companyId);
  };

  const submit = () => {
    const problems = problemsOf(draft, t);
    setShownProblems(problems);
    if (Object.keys(problems).length === 0) void save.run(async () => refresh(await call(http, ENDPOINTS.putFirmTheme, { body: draft })));
  };

  return (
    <div className="settings-theme">
      <SectionForm id="settings-theme" title={t('theme.title')} state={save.state} onSubmit={submit}>
        <fieldset>
          <legend>{t('theme.colours')}</legend>
          <div className="settings-colours">
            {THEME_COLOURS.map((colour) => (
              <ColourField key={colour} label={t(`theme.${colour}`)} value={draft.colors[colour]} error={shownProblems[colour]}
                onChange={(value) => set({ colors: { ...draft.colors, [colour]: value } })} />
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('theme.header')}</legend>
          <p className="settings-hint">{t('theme.headerHint')}</p>
          <label className="settings-check">
            <input type="checkbox" checked={draft.withLogo} onChange={(e) => set({ withLogo: e.target.checked })} />
            {t('theme.withLogo')}
          </label>
          <TextField label={t('theme.headerLine1')} value={draft.headerLine1 ?? ''} maxLength={MAX_HEADER_LINE}
            onChange={(value) => set({ headerLine1: value || null })} />
        </fieldset>
        <fieldset>
          <legend>{t('signIn.title')}</legend>
          <div className="settings-field">
            <label htmlFor="settings-login-background">{t('signIn.background')}</label>
            <select id="settings-login-background" value={draft.loginBackground}
              onChange={(e) => set({ loginBackground: e.target.value as ThemeSettingsInput['loginBackground'] })}>
              {LOGIN_BACKGROUNDS.map((b) => <option key={b} value={b}>{t(`signIn.backgrounds.${b}`)}</option>)}
            </select>
          </div>
          <div className="settings-field">
            <label htmlFor="settings-login-text">{t('signIn.text')}</label>
            <textarea id="settings-login-text" value={draft.loginPageText} maxLength={MAX_LOGIN_TEXT} rows={3}
              aria-describedby="settings-login-text-hint" onChange={(e) => set({ loginPageText: e.target.value })} />
            <small id="settings-login-text-hint">{t('signIn.textHint', { count: MAX_LOGIN_TEXT })}</small>
          </div>
          <TextField label={t('signIn.logoutUrl')} hint={t('signIn.logoutUrlHint')} type="url" inputMode="url" value={draft.logoutUrl}
            maxLength={500} error={shownProblems.logoutUrl} onChange={(value) => set({ logoutUrl: value.trim() })} />
        </fieldset>
        <div className="settings-field">
          <label htmlFor="settings-time-zone">{t('theme.timeZone')}</label>
          <select id="settings-time-zone" value={draft.timeZone ?? ''} aria-describedby="settings-time-zone-hint"
            onChange={(e) => set({ timeZone: e.target.value || null })}>
            <option value="">{t('theme.timeZoneDefault', { zone: saved.defaultTimeZone })}</option>
            {TIME_ZONES.map((zone) => <option key={zone} value={zone}>{zone}</option>)}
          </select>
          <small id="settings-time-zone-hint">{t('theme.timeZoneHint')}</small>
        </div>
      </SectionForm>
      <section className="settings-section" aria-labelledby="settings-images-title">
        <h2 id="settings-images-title">{t('images.title')}</h2>
        <ImageField slot="logo" current={saved.logoImage?.url ?? null} onSaved={refresh} />
        <ImageField slot="banner" current={saved.bannerImage} onSaved={refresh} />
      </section>
      <ThemePreview draft={draft} saved={saved} firmName={firmName} />
    </div>
  );
}
