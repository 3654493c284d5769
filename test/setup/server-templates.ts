import 'reflect-metadata';
import type { TestProject } from 'vitest/node';
import { buildTemplate, removeTemplate, type DataTemplate } from '../../server/testing/template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded data templates startTestServer copies (server/testing/template.ts). */
    dataTemplates: DataTemplate[];
  }
}

/** The variants the server tests seed: each test file copies one instead of migrating and seeding anew. */
const VARIANTS = ['us', 'br'];

export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  const templates: DataTemplate[] = [];
  for (const variant of VARIANTS) templates.push(await buildTemplate(variant, baseUrl));
  project.provide('dataTemplates', templates);
  return async () => {
    for (const template of templates) await removeTemplate(template, baseUrl);
  };
}
