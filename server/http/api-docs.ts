import fs from 'node:fs';
import path from 'node:path';
import swagger from '@fastify/swagger';
import { Type } from '@sinclair/typebox';
import { API } from '@portico/contract/api-paths';
import { ErrorBodySchema } from '@portico/contract/common';
import type { App } from './type-provider';

const OpenApiDocument = Type.Object({}, { additionalProperties: true });
const MULTIPART_FILES = Type.Object({ file: Type.Array(Type.String({ format: 'binary' }), { minItems: 1 }) }, { required: ['file'] });

/** The package's licence (an SPDX identifier), for the description's info; none while package.json names none. */
function packageLicense(rootDir: string): { name: string; identifier: string } | undefined {
  const { license } = JSON.parse(fs.readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as { license?: string };
  return license ? { name: license, identifier: license } : undefined;
}

/**
 * OpenAPI generated from the route schemas, which `serve` takes from each operation's declaration (operation id,
 * tags, summary). Every /api route must declare a response schema (checked at registration) and gets the shared
 * error body for 4xx/5xx. The one server is this portal's public address.
 */
export async function installApiDocs(app: App, { version, publicUrl, rootDir }: { version: string; publicUrl: string; rootDir: string }): Promise<void> {
  const license = packageLicense(rootDir);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Portico API', version, ...(license ? { license } : {}),
        description: 'Reference API of the Portico client portal. Errors answer { code, message, errors? }. No text in a path, query or body may hold U+0000 (400 VALIDATION_FAILED naming the field).',
      },
      servers: [{ url: publicUrl, description: 'This portal' }],
      components: {
        securitySchemes: {
          UDSLongToken: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'UDSLongToken <token>' },
          FirmApiKey: {
            type: 'apiKey', in: 'header', name: 'X-Api-Key',
            description: "A firm's API key (made by its administrators): taken only by the operations whose x-api-key-scope it holds",
          },
        },
      },
      security: [{ UDSLongToken: [] }],
    },
    // A multipart route reads its parts as a stream (no body schema to validate); the document still
    // describes what it takes: one or more "file" parts.
    transform: ({ schema, url }) => {
      const consumes = (schema as { consumes?: string[] } | undefined)?.consumes ?? [];
      if (!schema || schema.body || !consumes.includes('multipart/form-data')) return { schema, url };
      return { schema: { ...schema, body: MULTIPART_FILES }, url };
    },
  });

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.schema?.hide) return;
    if (!route.schema?.response) throw new Error(`Route ${route.method} ${route.url} has no response schema`);
    const response = route.schema.response as Record<string, unknown>;
    response['4xx'] ??= ErrorBodySchema;
    response['5xx'] ??= ErrorBodySchema;
  });

  const docs = { config: { auth: 'public' as const }, schema: { hide: true, response: { 200: OpenApiDocument } } };
  app.get(API.docs, docs, async () => app.swagger());
  app.get(API.openApi, docs, async () => app.swagger());
}
