/** The name the debug panel opens under in the modal host (the account menu offers it while registered). */
export const DEBUG_PANEL_MODAL = 'debug-panel';
/** The debug panel's translations (public/assets/debug/i18n). */
export const DEBUG_NAMESPACE = 'debug';
