import { readFile } from 'node:fs/promises';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ReactNode } from 'react';
import type { EnabledPlugin, ShellOptions } from '@portico/contract/portal-config';
import type { SessionResponse } from '@portico/contract/session';
import { defineFeature, type Feature } from '@portico/kernel/feature';
import { createKernel, type KernelOptions } from '@portico/core/app/create-kernel';
import type { Kernel } from '@portico/kernel/kernel';
import { featureIdOf, type PluginManifest } from '@portico/kernel/plugin';
import { KernelProvider } from '@portico/kernel/react/kernel-context';
import { PluginSlot } from '@portico/kernel/react/plugin-slot';
import { TOKENS } from '@portico/kernel/tokens';
import { loadWholeCatalog } from '../../plugins/catalog';
import { sourceOfAsset } from '../../scripts/feature-i18n.mjs';
import { API } from '@portico/contract/api-paths';
import { createQueryClient } from '@portico/core/query/query-client';
import { answerBundle } from './i18n';
import type { FakeApi } from './fake-api';


const CATALOG = await loadWholeCatalog();
/** Serves /assets/… translation files as the build does (core's from public/, a feature's from its folder). */
export const publicFetch: typeof fetch = async (input) => {
  const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
  if (path.startsWith(API.translationBundle)) return answerBundle(path, publicFetch);
  const file = sourceOfAsset(path);
  try {
    if (!file) throw new Error('not an asset');
    return new Response(await readFile(file), { headers: { 'content-type': 'application/json' } });
  } catch {
    return new Response('not found', { status: 404 });
  }
};

export interface TestKernelOptions {
  /**
   * What the test registers: features (all their plugins), or plugins. A plugin of the catalog brings its
   * feature's data (sections, alerts, translations); any other plugin gets a stand-in feature named after
   * its id's prefix, which contributes the sections it names.
   */
  plugins?: Array<PluginManifest | Feature>;
  /** The fake API the app's requests meet (see fake-api.ts); installed for this test. */
  api?: FakeApi;
  flags?: Record<string, boolean>;
  /** The variant's hide options (registry.json "shell"). */
  shell?: ShellOptions;
  /** Grants as "Feature.Resource" names. */
  grants?: string[];
  controls?: string[];
  emulatee?: string;
  /** Leave the session signed out. */
  signedOut?: boolean;
  language?: string;
  overrides?: KernelOptions['overrides'];
}

export function testSession({ grants = [], controls = [], emulatee }: TestKernelOptions = {}): SessionResponse {
  const permissions: SessionResponse['bindings']['FeatureResourcePermissions'] = {};
  for (const grant of grants) {
    const [feature, resource] = grant.split('.') as [string, string];
    (permissions[feature] ??= {})[resource] = 'Granted';
  }
  return {
    meta: {
      LongToken: 'test-token', PrismGuid: 'guid-test', SessionId: 'session-test',
      SessionExpiresDateTime: '2099-01-01T00:00:00.000Z', FirstName: 'Test', LastName: 'User',
      EmailAddress: 'test@portico.example', EmulateePrismGuid: emulatee ?? null,
    },
    bindings: {
      ApplicationConfiguration: { CompanyId: 1, ContactId: '1' },
      FeatureResourcePermissions: permissions,
      InfrastructureAccessControls: controls,
    },
  };
}

const isFeature = (item: PluginManifest | Feature): item is Feature => 'namespace' in item && 'plugins' in item;

/** The catalog and registry.json entries a test kernel registers. */
export function testCatalog(items: Array<PluginManifest | Feature>): { catalog: Feature[]; entries: EnabledPlugin[]; standIns: Feature[] } {
  const catalog = new Set<Feature>();
  const entries: EnabledPlugin[] = [];
  const standIns = new Map<string, PluginManifest[]>();
  for (const item of items) {
    if (isFeature(item)) {
      catalog.add(item);
      entries.push({ id: item.id });
      continue;
    }
    entries.push({ id: item.id });
    const owner = CATALOG.find((f) => f.plugins.includes(item));
    if (owner) catalog.add(owner);
    else standIns.set(featureIdOf(item.id), [...(standIns.get(featureIdOf(item.id)) ?? []), item]);
  }
  const made = [...standIns].map(([id, plugins]) => {
    const sections = plugins.flatMap((p) => (p.kind === 'action' ? [p.section] : []));
    const slots = plugins.flatMap((p) => (p.kind === 'widget' ? [p.dashboardSection] : []));
    return defineFeature({
      id,
      plugins,
      sections: Object.fromEntries(sections.map((s) => [s, { titleKey: s }])),
      dashboardSections: Object.fromEntries(slots.map((s) => [s, { order: 0 }])),
    });
  });
  return { catalog: [...catalog, ...made], entries, standIns: made };
}

/** A real kernel over the given features or plugins with a signed-in session and real translations. */
export async function createTestKernel(options: TestKernelOptions = {}): Promise<Kernel> {
  const { catalog, entries, standIns } = testCatalog(options.plugins ?? []);
  // A stand-in feature has no translation files: its namespace loads empty.
  const i18nFetch: typeof fetch = async (input) => {
    const path = String(input);
    if (path.startsWith(API.translationBundle)) return answerBundle(path, i18nFetch);
    if (standIns.some((f) => path.startsWith(`/assets/${f.namespace}/`))) return Response.json({});
    return publicFetch(input);
  };
  options.api?.install();
  const kernel = createKernel({
    config: { variant: 'test', plugins: entries, flags: options.flags ?? {}, shell: options.shell ?? {}, version: 'test', production: false },
    catalog,
    baseUrl: 'http://portal.test',
    fetch: i18nFetch,
    // Bound, not the global stub of the moment: a call a finished test's kernel still makes cannot reach the next test's API.
    apiFetch: options.api?.fetch,
    overrides: options.overrides,
  });
  if (!options.signedOut) kernel.get(TOKENS.Session).loaded(testSession(options));
  await kernel.get(TOKENS.I18n).init((options.language ?? 'en-us') as 'en-us');
  return kernel;
}

/** The portal's query cache without retries: a test's failure shows at once, and each render starts empty. */
export const createTestQueryClient = () => createQueryClient({ retry: false });

/** Renders UI inside a kernel, a fresh query cache and a memory router at `path`. */
export function renderWithKernel(ui: ReactNode, { kernel, path = '/' }: { kernel: Kernel; path?: string }): RenderResult & { navigate: (to: string) => void } {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <KernelProvider kernel={kernel}>
      <QueryClientProvider client={createTestQueryClient()}>
        <Router hook={location.hook}>{ui}</Router>
      </QueryClientProvider>
    </KernelProvider>,
  );
  return Object.assign(result, { navigate: location.navigate });
}

/** Renders one plugin in isolation, contained as in the portal: `renderPlugin(payrollEntries, { kernel, path })`. */
export function renderPlugin(manifest: PluginManifest, options: { kernel: Kernel; path?: string }) {
  return renderWithKernel(<PluginSlot manifest={manifest} />, options);
}
