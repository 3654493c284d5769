/** Named kernel errors: each names the plugin, widget type or token at fault so a wiring mistake reads at a glance. */

export class MissingLoaderError extends Error {
  override name = 'MissingLoaderError';
  constructor(readonly pluginId: string, readonly widgetType?: string) {
    super(
      widgetType
        ? `Widget type "${widgetType}" has no loader (plugin "${pluginId}")`
        : `Plugin "${pluginId}" has no loader`,
    );
  }
}

export class PluginLoadError extends Error {
  override name = 'PluginLoadError';
  constructor(readonly pluginId: string, cause: unknown) {
    super(`Plugin "${pluginId}" failed to load: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

export class InvalidManifestError extends Error {
  override name = 'InvalidManifestError';
  constructor(readonly pluginId: string, problem: string) {
    super(`Plugin "${pluginId}" has an invalid manifest: ${problem}`);
  }
}

export class DuplicatePluginError extends Error {
  override name = 'DuplicatePluginError';
  constructor(readonly pluginId: string) {
    super(`Plugin "${pluginId}" is registered twice`);
  }
}

export class UnknownPluginError extends Error {
  override name = 'UnknownPluginError';
  constructor(readonly pluginIds: string[], variant: string) {
    super(`registry.json variant "${variant}" names unknown plugin(s): ${pluginIds.map((id) => `"${id}"`).join(', ')}`);
  }
}

export class MissingServiceError extends Error {
  override name = 'MissingServiceError';
  constructor(readonly token: string, readonly requiredBy: string) {
    super(`Service "${token}" is not registered (needed by ${requiredBy})`);
  }
}
