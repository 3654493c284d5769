import swagger from '@fastify/swagger';
import { Type } from '@sinclair/typebox';
import { API } from '../../core/contract/api-paths';
import { ErrorBodySchema } from '../../core/contract/common';
import type { App } from './type-provider';

const OpenApiDocument = Type.Object({}, { additionalProperties: true });

/**
 * OpenAPI generated from the route schemas. Every /api route must declare a response schema
 * (checked at registration) and gets the shared error body for 4xx/5xx.
 */
export async function installApiDocs(app: App, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Portico API', version, description: 'Reference API of the Portico client portal. Errors answer { code, message, errors? }.' },
      components: {
        securitySchemes: {
          UDSLongToken: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'UDSLongToken <token>' },
        },
      },
      security: [{ UDSLongToken: [] }],
    },
  });

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.schema?.hide) return;
    if (!route.schema?.response) throw new Error(`Route ${route.method} ${route.url} has no response schema`);
    const response = route.schema.response as Record<string, unknown>;
    response['4xx'] ??= ErrorBodySchema;
    response['5xx'] ??= ErrorBodySchema;
    if (route.config?.auth === 'public') route.schema.security = [];
  });

  const docs = { config: { auth: 'public' as const }, schema: { hide: true, response: { 200: OpenApiDocument } } };
  app.get(API.docs, docs, async () => app.swagger());
  app.get(API.openApi, docs, async () => app.swagger());
}
