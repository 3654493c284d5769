import css from 'rollup-plugin-import-css';

/**
 * rollup-plugin-import-css orders the page's stylesheet by the entry's static imports only: the stylesheets of
 * lazily loaded modules kept the order their transforms finished in, which varies between builds (a new hash,
 * so a download, after a deploy that changed nothing, and an arbitrary cascade between them). Its order here
 * follows dynamic imports too, so every build of the same sources writes the same stylesheet.
 */
export function orderedCss(options) {
  const plugin = css(options);
  const generateBundle = plugin.generateBundle;
  plugin.generateBundle = function (outputOptions, bundle) {
    const getModuleInfo = (id) => {
      const info = this.getModuleInfo(id);
      return info && { ...info, importedIds: [...info.importedIds, ...info.dynamicallyImportedIds] };
    };
    return generateBundle.call(Object.create(this, { getModuleInfo: { value: getModuleInfo } }), outputOptions, bundle);
  };
  return plugin;
}
