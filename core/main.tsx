import 'reflect-metadata';
import { createRoot } from 'react-dom/client';
import { CATALOG } from '../plugins/catalog';
import { App } from './app/App';
import { readPortalConfig } from './app/read-config';
import { DEFAULT_LANGUAGE } from './i18n/languages';
import { parseLanguage } from './i18n/i18n-service';
import { createKernel } from './kernel/kernel';
import { TOKENS } from './kernel/tokens';
import { STORAGE_KEYS } from './session/token-store';
import './app/portal.css';

async function start() {
  const kernel = createKernel({ config: readPortalConfig(), catalog: CATALOG });
  const saved = localStorage.getItem(STORAGE_KEYS.language);
  await kernel.get(TOKENS.I18n).init((saved && parseLanguage(saved)) || DEFAULT_LANGUAGE);
  createRoot(document.getElementById('root')!).render(<App kernel={kernel} />);
}

start().catch((error: unknown) => {
  console.error('Portico failed to start', error);
  document.getElementById('root')!.textContent = 'Portico could not start. Please reload the page.';
});
