import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useKernel } from '@portico/kernel/react/kernel-context';
import { TOKENS } from '@portico/kernel/tokens';
import { Dropdown } from '../../toolkit/dropdown/Dropdown';
import { Icon } from '../../toolkit/icons/icons';
import { FEEDBACK_MODAL } from '../../modals/modal-service';
import { useDialogAvailable } from '../../modals/use-dialog';
import { helpSearchUrl, privacyPolicyUrl } from '@portico/contract/help-links';
import './help-menu.css';

export const FEEDBACK_FLAG = 'feedbackRequest';

/**
 * The screens the help articles are chosen for: the area (first path segment) and, below Home or Actions,
 * the page (`/actions/service-request/vacation-notice` → actions, service-request). The mobile host's
 * `/mobile/…` prefix names no screen.
 */
export function helpScreens(path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === 'mobile') segments.shift();
  const [area = 'home', page] = segments;
  return page && (area === 'actions' || area === 'home') ? [area, page] : [area];
}

const FOCUSABLE = 'input, button, a[href]';

/** Up and Down walk the panel's controls, Home and End jump to the ends (Escape is the dropdown's). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  if ((event.key === 'Home' || event.key === 'End') && event.target instanceof HTMLInputElement) return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const index = items.indexOf(document.activeElement as HTMLElement);
  const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 }[event.key]!;
  event.preventDefault();
  items[(next + items.length) % items.length]?.focus();
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
  const searchInput = useRef<HTMLInputElement>(null);
  const newWindowId = useId();
  const language = i18n.language;
  const screens = helpScreens(location).join(',');

  useEffect(() => {
    searchInput.current?.focus();
  }, []);

  useEffect(() => {
    void help.load(screens, language);
  }, [help, screens, language]);

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

  const external = { target: '_blank', rel: 'noopener noreferrer', 'aria-describedby': newWindowId } as const;
  return (
    <div className="help-panel" role="group" aria-label={t('help.title')} onKeyDown={moveFocus}>
      <span id={newWindowId} className="visually-hidden">
        {t('help.opensNewWindow')}
      </span>
      <form role="search" onSubmit={search} className="help-search">
        <input
          ref={searchInput}
          type="search"
          aria-label={t('help.searchLabel')}
          aria-describedby={newWindowId}
          placeholder={t('help.searchPlaceholder')}
          maxLength={200}
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
                <a href={topic.url} {...external}>
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
              <a href={articles.howToUrl} {...external}>
                {t('help.howTo')}
              </a>
            </li>
          )}
          <li>
            <a href={articles?.privacyUrl ?? privacyPolicyUrl(language)} {...external}>
              {t('help.privacyPolicy')}
            </a>
          </li>
          {flags.isEnabled(FEEDBACK_FLAG) && feedbackDialog && (
            <li>
              <button
                type="button"
                className="link-button"
                aria-haspopup="dialog"
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
      <p className="help-version">{t('help.version', { version: kernel.get(TOKENS.Config).version })}</p>
    </div>
  );
}

/**
 * The help dropdown of spec 001 §2: search, suggested articles for the screen, additional assistance and the
 * build version. The shell hides it in a preview and by switch (shell-options.ts); the feedback link shows
 * when its flag is on and a feature contributes the feedback dialog.
 */
export function HelpMenu() {
  const { t } = useTranslation('shell');
  return (
    <Dropdown className="help-menu" buttonClassName="header-button"
      label={<><Icon name="popover" className="header-button-icon" /><span className="header-button-label">{t('help.title')}</span></>}>
      {(close) => <HelpPanel close={close} />}
    </Dropdown>
  );
}
