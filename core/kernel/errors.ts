/** Named kernel errors: each names the plugin, widget type or token at fault so a wiring mistake reads at a glance. */

export class MissingLoaderError extends Error {
  override name = 'MissingLoaderError';
  /** `loader` names the field: a task kind has two, `load` (the client's screen) and `staff` (the firm's). */
  constructor(readonly pluginId: string, readonly widgetType?: string, readonly taskKind?: string, loader: 'load' | 'staff' = 'load') {
    super(
      widgetType
        ? `Widget type "${widgetType}" has no loader (plugin "${pluginId}")`
        : taskKind
          ? `Task kind "${taskKind}" has no ${loader === 'staff' ? 'staff loader' : 'loader'} (plugin "${pluginId}")`
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

/** registry.json names a feature or plugin id that the build's catalog does not hold. */
export class UnknownPluginError extends Error {
  override name = 'UnknownPluginError';
  constructor(readonly pluginIds: string[], variant: string) {
    super(`registry.json variant "${variant}" names unknown plugin(s): ${pluginIds.map((id) => `"${id}"`).join(', ')}`);
  }
}

/** registry.json sets a flag that neither core nor any feature the variant enables defines (a misspelling). */
export class UnknownVariantFlagError extends Error {
  override name = 'UnknownVariantFlagError';
  constructor(readonly flagIds: string[], variant: string) {
    super(`registry.json variant "${variant}" sets unknown flag(s): ${flagIds.map((id) => `"${id}"`).join(', ')}`);
  }
}

/** A service token nobody provides; `requiredBy` names the plugin that asked when the kernel knows it. */
export class MissingServiceError extends Error {
  override name = 'MissingServiceError';
  constructor(readonly token: string, readonly requiredBy: string) {
    super(`Service "${token}" is not registered (needed by ${requiredBy})`);
  }
}

/** A plugin names a section (of the actions overview or the dashboard) that no enabled feature contributes. */
export class UnknownSectionError extends Error {
  override name = 'UnknownSectionError';
  constructor(readonly pluginId: string, readonly section: string, readonly kind: 'section' | 'dashboard section' = 'section', known: string[] = []) {
    super(
      `Plugin "${pluginId}" names ${kind} "${section}", which no enabled feature contributes` +
        (known.length ? ` (known: ${known.join(', ')})` : ' (none is contributed)'),
    );
  }
}

/** A title or alert text is missing from the feature's translation namespace in some languages. */
export class MissingTranslationError extends Error {
  override name = 'MissingTranslationError';
  constructor(
    /** The plugin whose title it is, or the feature whose section or alert text it is. */
    readonly pluginId: string,
    readonly key: string,
    readonly namespace: string,
    readonly languages: string[],
    owner: 'plugin' | 'feature' = 'plugin',
  ) {
    super(`${owner === 'plugin' ? 'Plugin' : 'Feature'} "${pluginId}": translation "${key}" is missing from namespace "${namespace}" in ${languages.join(', ')}`);
  }
}

/** A plugin needs a feature flag nobody defines (a misspelt flag would otherwise hide the plugin for ever). */
export class UnknownFlagError extends Error {
  override name = 'UnknownFlagError';
  constructor(readonly pluginId: string, readonly flag: string) {
    super(`Plugin "${pluginId}" names feature flag "${flag}", which is not defined by core, a feature or the variant`);
  }
}

/** A plugin asks for a permission (grant or switch) that neither core nor any enabled feature declares. */
export class UnknownPermissionError extends Error {
  override name = 'UnknownPermissionError';
  constructor(readonly pluginId: string, readonly permission: string) {
    super(`Plugin "${pluginId}" checks permission "${permission}", which neither core nor an enabled feature declares`);
  }
}

/** An alert key that no enabled feature (nor core) contributes. */
export class UnknownAlertError extends Error {
  override name = 'UnknownAlertError';
  constructor(readonly alert: string, readonly requiredBy = 'the portal') {
    super(`Alert "${alert}" is not registered by core or an enabled feature (raised by ${requiredBy})`);
  }
}

/** Two enabled features contribute the same name (a section, an alert, a service token) differently. */
export class ConflictingContributionError extends Error {
  override name = 'ConflictingContributionError';
  constructor(readonly kind: string, readonly contribution: string, readonly featureIds: [string, string]) {
    super(`Features "${featureIds[0]}" and "${featureIds[1]}" both contribute ${kind} "${contribution}"`);
  }
}

/** A feature definition that cannot be right (a bad id, a plugin of another feature, a nameless section). */
export class InvalidFeatureError extends Error {
  override name = 'InvalidFeatureError';
  constructor(readonly featureId: string, problem: string) {
    super(`Feature "${featureId}" is invalid: ${problem}`);
  }
}
