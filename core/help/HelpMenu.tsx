import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useKernel } from '@portico/kernel/react/kernel-context';
import { TOKENS } from '@portico/kernel/tokens';
import { Dropdown } from '../shell/Dropdown';
import { FEEDBACK_MODAL } from '../shell/modals/modal-service';
import { useDialogAvailable } from '../shell/modals/use-dialog';
import { helpSearchUrl, privacyPolicyUrl } from './help-links';

export const FEEDBACK_FLAG = 'feedbackRequest';

/** The screen the help articles are chosen for: the area in the first path segment. */
export function helpScreen(path: string): string {
  return path.split('/').filter(Boolean)[0] ?? 'home';
}

function HelpPanel({ close }: { close: () => void }) {
  const { t, i18n } = useTranslation('shell');
  const kernel = useKernel();
  const help = kernel.get(TOKENS.Help);
  const flags = kernel.get(TOKENS.Flags);
  useSnapshot(flags.state);
  const { articles } = useSnapshot(help.state);
  const [location] = useLocation();
  const [query, setQuery] = useState('');
  const feedbackDialog = useDialogAvailable(FEEDBACK_MODAL);
  const language = i18n.language;

  useEffect(() => {
    void help.load(helpScreen(location), language);
  }, [help, location, language]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (!query.trim()) return;
    const url = helpSearchUrl(query.trim(), articles?.searchUrl, {
      userId: kernel.get(TOKENS.Session).info?.meta.PrismGuid ?? '',
      language,
      clientId: kernel.get(TOKENS.Clients).state.activeClientId,
    });
    window.open(url, '_blank', 'noopener');
  };

  return (
    <div className="help-panel">
      <form role="search" onSubmit={search} className="help-search">
        <input
          type="search"
          aria-label={t('help.searchLabel')}
          placeholder={t('help.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="submit">{t('help.search')}</button>
      </form>
      {articles && articles.topics.length > 0 && (
        <section aria-labelledby="help-suggested">
          <h3 id="help-suggested">{t('help.suggested')}</h3>
          <ul>
            {articles.topics.map((topic) => (
              <li key={topic.id}>
                <a href={topic.url} target="_blank" rel="noopener noreferrer">
                  {topic.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="help-assistance">
        <h3 id="help-assistance">{t('help.additionalAssistance')}</h3>
        <ul>
          {articles?.howToUrl && (
            <li>
              <a href={articles.howToUrl} target="_blank" rel="noopener noreferrer">
                {t('help.howTo')}
              </a>
            </li>
          )}
          <li>
            <a href={privacyPolicyUrl(language)} target="_blank" rel="noopener noreferrer">
              {t('help.privacyPolicy')}
            </a>
          </li>
          {flags.isEnabled(FEEDBACK_FLAG) && feedbackDialog && (
            <li>
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  close();
                  kernel.get(TOKENS.Modals).openNamed(FEEDBACK_MODAL);
                }}
              >
                {t('help.submitFeedback')}
              </button>
            </li>
          )}
        </ul>
      </section>
    </div>
  );
}

/**
 * The help dropdown of spec 001 §2: search, suggested articles, additional assistance. The feedback link
 * shows when its flag is on and a feature contributes the feedback dialog.
 */
export function HelpMenu() {
  const { t } = useTranslation('shell');
  return (
    <Dropdown className="help-menu" buttonClassName="header-button" label={t('help.title')}>
      {(close) => <HelpPanel close={close} />}
    </Dropdown>
  );
}
