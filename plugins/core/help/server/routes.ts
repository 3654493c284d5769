import { API } from '@portico/contract/api-paths';
import { HelpArticlesQuery, HelpArticlesResponse } from '@portico/contract/help';
import type { RouteModule } from '@portico/server/http/context';

const HELP_BASE = 'https://help.portico.example';

const TOPICS: Record<string, Array<{ id: string; title: string; screens: string[] }>> = {
  en: [
    { id: 'upload-documents', title: 'Uploading documents', screens: ['documents'] },
    { id: 'delete-documents', title: 'Deleting documents', screens: ['documents'] },
    { id: 'send-documents', title: 'Sending documents by e-mail', screens: ['documents'] },
    { id: 'switch-client', title: 'Switching between clients', screens: ['home', 'documents', 'actions'] },
    { id: 'dashboard', title: 'Your dashboard', screens: ['home'] },
  ],
  pt: [
    { id: 'upload-documents', title: 'Enviar documentos', screens: ['documents'] },
    { id: 'delete-documents', title: 'Excluir documentos', screens: ['documents'] },
    { id: 'send-documents', title: 'Enviar documentos por e-mail', screens: ['documents'] },
    { id: 'switch-client', title: 'Alternar entre empresas', screens: ['home', 'documents', 'actions'] },
    { id: 'dashboard', title: 'Seu painel', screens: ['home'] },
  ],
};

export const helpRoutes: RouteModule = (app) => {
  app.get(API.helpArticles, {
    schema: { tags: ['help'], summary: 'Help topics for the given screens and locale', querystring: HelpArticlesQuery, response: { 200: HelpArticlesResponse } },
  }, async (request) => {
    const locale = (request.query.locale ?? 'en-us').toLowerCase();
    const lang = locale.slice(0, 2);
    const screens = (request.query.screens ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    const topics = (TOPICS[lang] ?? TOPICS.en!)
      .filter((t) => !screens.length || t.screens.some((s) => screens.includes(s)))
      .map((t) => ({ id: t.id, title: t.title, url: `${HELP_BASE}/${locale}/articles/${t.id}` }));
    return { searchUrl: `${HELP_BASE}/${locale}/search?q=`, topics, howToUrl: `${HELP_BASE}/${locale}/how-to` };
  });
};
