import { instanceCachingFactory } from 'tsyringe';
import type { PortalConfig } from '@portico/contract/portal-config';
import { ConflictingContributionError, DuplicatePluginError, UnknownPluginError, UnknownVariantFlagError } from '@portico/kernel/errors';
import type { Feature } from '@portico/kernel/feature';
import type { Kernel } from '@portico/kernel/kernel';
import type { PluginManifest } from '@portico/kernel/plugin';
import { TOKENS, type Token } from '@portico/kernel/tokens';
import { DEFAULT_FLAGS } from '@portico/contract/flag-defaults';

/**
 * Registers what the variant enables. A registry.json entry is a feature id (all its plugins) or a plugin
 * id; a plugin's own entry gives its config even when its feature is listed too. The features' data
 * (sections, alerts, flags, permission names, services) is registered before any plugin, so a plugin may use
 * what another enabled feature contributes; a name nobody contributes fails with a named error.
 */
export function registerVariant(kernel: Kernel, catalog: Feature[], config: PortalConfig): void {
  const features = new Map(catalog.map((f) => [f.id, f]));
  const owners = new Map<string, { manifest: PluginManifest; feature: Feature }>();
  for (const feature of catalog) for (const manifest of feature.plugins) owners.set(manifest.id, { manifest, feature });
  const unknown = config.plugins.map((p) => p.id).filter((id) => !features.has(id) && !owners.has(id));
  if (unknown.length) throw new UnknownPluginError(unknown, config.variant);

  const enabledFeatures = new Set<Feature>();
  const enabled = new Map<string, { manifest: PluginManifest; config: Record<string, unknown>; own: boolean }>();
  const listed = new Set<string>();
  for (const entry of config.plugins) {
    if (listed.has(entry.id)) throw new DuplicatePluginError(entry.id);
    listed.add(entry.id);
    const feature = features.get(entry.id);
    if (feature) {
      enabledFeatures.add(feature);
      for (const manifest of feature.plugins) {
        if (!enabled.get(manifest.id)?.own) enabled.set(manifest.id, { manifest, config: entry.config ?? {}, own: false });
      }
    } else {
      const { manifest, feature: owner } = owners.get(entry.id)!;
      enabledFeatures.add(owner);
      enabled.set(manifest.id, { manifest, config: entry.config ?? {}, own: true });
    }
  }

  const registry = kernel.get(TOKENS.Plugins);
  for (const feature of enabledFeatures) {
    registry.addFeature(feature);
    kernel.get(TOKENS.Alerts).catalogue.define(feature.id, feature.namespace, feature.alerts);
    kernel.get(TOKENS.Flags).define([...feature.flags]);
    kernel.get(TOKENS.Permissions).declare(feature.permissions);
    for (const { token, create } of feature.provides) {
      if (kernel.has(token)) throw new ConflictingContributionError('the service', token.name, [providerOf(token, enabledFeatures) ?? 'core', feature.id]);
      kernel.container.register(token.key, { useFactory: instanceCachingFactory(() => create(kernel)) });
    }
  }
  // The variant's flag values arrive before the definitions; one nobody defines is a misspelling.
  const defined = new Set([...DEFAULT_FLAGS, ...[...enabledFeatures].flatMap((f) => f.flags)].map((flag) => flag.id));
  const undefinedFlags = Object.keys(config.flags).filter((id) => !defined.has(id));
  if (undefinedFlags.length) throw new UnknownVariantFlagError(undefinedFlags, config.variant);
  for (const { manifest, config: pluginConfig } of enabled.values()) registry.register(manifest, pluginConfig);
  // Area titles show in the header before any area opens: their namespaces load with the core one.
  kernel.get(TOKENS.I18n).preload(registry.areas().map((area) => registry.namespaceOf(area)));
}

function providerOf(token: Token<unknown>, features: Iterable<Feature>): string | undefined {
  for (const feature of features) if (feature.provides.some((p) => p.token === token)) return feature.id;
  return undefined;
}
