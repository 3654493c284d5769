import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { render, type RenderResult } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ShellOptions } from '../../core/contract/portal-config';
import type { SessionResponse } from '../../core/contract/session';
import { createKernel, type Kernel, type KernelOptions } from '../../core/kernel/kernel';
import type { PluginManifest } from '../../core/kernel/plugin';
import { KernelProvider } from '../../core/kernel/react/kernel-context';
import { PluginSlot } from '../../core/kernel/react/plugin-slot';
import { TOKENS } from '../../core/kernel/tokens';
import type { ReactNode } from 'react';

/** Serves /assets/… translation files from public/, so the real i18n backend runs in tests. */
export const publicFetch: typeof fetch = async (input) => {
  const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
  try {
    return new Response(await readFile(resolve('public', '.' + path)), { headers: { 'content-type': 'application/json' } });
  } catch {
    return new Response('not found', { status: 404 });
  }
};

export interface TestKernelOptions {
  plugins?: PluginManifest[];
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

/** A real kernel over the given plugins with a signed-in session and real translations. */
export async function createTestKernel(options: TestKernelOptions = {}): Promise<Kernel> {
  const plugins = options.plugins ?? [];
  const kernel = createKernel({
    config: { variant: 'test', plugins: plugins.map((p) => ({ id: p.id })), flags: options.flags ?? {}, shell: options.shell ?? {}, version: 'test', production: false },
    catalog: plugins,
    baseUrl: 'http://portal.test',
    fetch: publicFetch,
    overrides: options.overrides,
  });
  if (!options.signedOut) kernel.get(TOKENS.Session).loaded(testSession(options));
  await kernel.get(TOKENS.I18n).init((options.language ?? 'en-us') as 'en-us');
  return kernel;
}

/** Renders UI inside a kernel and a memory router at `path`. */
export function renderWithKernel(ui: ReactNode, { kernel, path = '/' }: { kernel: Kernel; path?: string }): RenderResult & { navigate: (to: string) => void } {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <KernelProvider kernel={kernel}>
      <Router hook={location.hook}>{ui}</Router>
    </KernelProvider>,
  );
  return Object.assign(result, { navigate: location.navigate });
}

/** Renders one plugin in isolation, contained as in the portal: `renderPlugin(payrollEntries, { kernel, path })`. */
export function renderPlugin(manifest: PluginManifest, options: { kernel: Kernel; path?: string }) {
  return renderWithKernel(<PluginSlot manifest={manifest} />, options);
}
