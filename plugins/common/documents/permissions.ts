/** The switches (infrastructure controls) the documents area reads (spec 000 §4 "Documents", §6); the feature declares them. */
export const CONTROL_NAMES = {
  containerTreeTraversal: 'ClientCenter_ContainerTreeTraversal',
  documentsTreeTraversal: 'ClientCenter_DocumentsTreeTraversal',
  documentsParentId: 'ClientCenterDocumentsParentID',
  disableLazyLoading: 'ClientCenterDisableDocumentsLazyLoading',
  hideFlatToggle: 'ClientCenterHideDocsFlatToggle',
  addFolder: 'ClientCenterAddFolder',
  deepLink: 'ClientCenterDocumentDeepLink',
  hideScanFromDevice: 'ClientCenterHideScanFromDevice',
  showReadToggle: 'ClientCenter_ShowClientDocsReadToggle',
} as const;

/** The per-user grants the documents area reads (spec 000 §6); the feature declares them. */
export const GRANT_NAMES = {
  /** A data room: the user may view and download, never change (server/data-room.ts). Firm staff are never restricted. */
  dataRoom: 'ClientCenterDrive.ForceDataRoom',
} as const;

/** The feature flag (spec 000 §5) of the firm's task tools: with it the details panel edits a document's metadata. */
export const TASK_TOOLS_FLAG = 'taskTools';
