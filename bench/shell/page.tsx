import 'reflect-metadata';
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { AlertService } from '@portico/core/alerts/alert-service';
import { ClientsStore } from '@portico/core/clients/clients-store';
import { HttpClient } from '@portico/core/http/http-client';
import { TokenStore } from '@portico/core/session/token-store';
import { answerClients, makeClients } from '@portico/core/shell/client-switcher/fake-client-api';
import { ClientSelectModal } from '@portico/core/shell/client-switcher/ClientSelectModal';
import '@portico/core/app/portal.css';
import '@portico/core/shell/shell.css';

/** The 'Select a Client' modal over 10,000 clients, with the clients API answered in the page. */
const CLIENTS = makeClients(10_000);
const realFetch = window.fetch.bind(window);
window.fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (new URL(url, location.href).pathname === '/api/clients/v1/clients') return Response.json(answerClients(CLIENTS, url));
  return realFetch(input, init);
};

const nextPaint = () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));

/** Resolves once the list shows the answer for `term` (its data-term) and is no longer busy. */
function settled(term: string): Promise<void> {
  const done = () => {
    const list = document.querySelector<HTMLElement>('.client-list');
    if (!list || list.getAttribute('aria-busy') !== 'false' || list.dataset.term !== term) return false;
    const rows = [...list.querySelectorAll('[role=option] .client-row-name')].map((r) => r.textContent!.toLowerCase());
    return rows.length > 0 ? rows.every((r) => r.includes(term.toLowerCase())) : Boolean(list.querySelector('.empty-state'));
  };
  return new Promise((resolve) => {
    if (done()) return resolve();
    const observer = new MutationObserver(() => {
      if (done()) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

function type(text: string) {
  const input = document.querySelector<HTMLInputElement>('.client-search')!;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** ms from the input event to the filtered list painted (two animation frames after it settled). */
async function measure(term: string): Promise<number> {
  const started = performance.now();
  type(term);
  await settled(term);
  await nextPaint();
  return performance.now() - started;
}

async function reset(): Promise<void> {
  type('');
  await settled('');
  await nextPaint();
}

async function start() {
  const debounceMs = Number(new URLSearchParams(location.search).get('debounce') ?? 200);
  const shell = await (await realFetch('/assets/shell/i18n/en-us.json')).json();
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en-us', lowerCaseLng: true, resources: { 'en-us': { shell } }, defaultNS: 'shell', interpolation: { escapeValue: false } });
  const store = new ClientsStore(new HttpClient(new TokenStore(), location.origin), new AlertService());
  await store.load();
  createRoot(document.getElementById('root')!).render(
    <I18nextProvider i18n={i18n}>
      <ClientSelectModal store={store} showNickname={false} onClose={() => {}} debounceMs={debounceMs} />
    </I18nextProvider>,
  );
  await settled('');
  Object.assign(window, { bench: { measure, reset, clients: store.state.total } });
  document.title = 'ready';
}

void start();
