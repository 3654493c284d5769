import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/icons';

/** Spec 001 §9: the toolbar search fires after a 500 ms pause. */
export const SEARCH_DEBOUNCE_MS = 500;

export function SearchBox({ onSearch, initial = '' }: { onSearch: (text: string) => void; initial?: string }) {
  const { t } = useTranslation('toolkit');
  const [text, setText] = useState(initial);
  const lastFired = useRef(initial);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  useEffect(() => {
    if (text === lastFired.current) return;
    const timer = setTimeout(() => {
      lastFired.current = text;
      onSearchRef.current(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const clear = () => {
    setText('');
    lastFired.current = '';
    onSearchRef.current('');
  };

  return (
    <div className="portico-search" role="search">
      <Icon name="search" />
      <input
        type="search"
        aria-label={t('actions.search')}
        placeholder={t('toolbar.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && text && clear()}
      />
      {text && (
        <button type="button" className="portico-icon-button" aria-label={t('toolbar.clearSearch')} title={t('toolbar.clearSearch')} onClick={clear}>
          <Icon name="close" size={14} />
        </button>
      )}
    </div>
  );
}
