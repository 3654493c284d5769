/**
 * The spec's grants and switches a firm's staff set for a client's contacts, and what they open. Plain data and one
 * pure function, read by the server (its answers say what a contact will see) and by the screens (no TypeBox here).
 *
 * - Contact grants are rows of user_permissions ("Feature.Resource"), per person: core reads ClientCenter.AllDocsOnly
 *   (core/permissions/permissions.ts), br.boxe BoxE.Export, br.manifest BRAtendimento.ManifestoReview and
 *   NfeManifest.*, br.service-requests ServiceRequest.*.
 * - Firm switches are infrastructure_controls, per firm (spec 000 §6): they hide a part of the portal for every
 *   contact of the firm (core's shell and permissions, common.welcome, common.diagnostics, common.documents).
 * - Client switches are another feature's own rows (below).
 */
export const CONTACT_GRANTS = [
  'ClientCenter.AllDocsOnly',
  'BoxE.Export',
  'BRAtendimento.ManifestoReview',
  'NfeManifest.Disabled',
  'NfeManifest.Denied',
  'ServiceRequest.Denied',
  'ServiceRequest.Employee',
  'ServiceRequest.Partner',
  'ServiceRequest.Intern',
] as const;
export type ContactGrant = (typeof CONTACT_GRANTS)[number];

export const FIRM_SWITCHES = [
  'ClientCenterHideTasks',
  'ClientCenterHideDashboards',
  'ClientCenterHideActions',
  'ClientCenter_HideHelp',
  'ClientCenterHideWelcomeModal',
  'ClientCenterHideDiagnosticTool',
  'ClientCenterHideDocsFlatToggle',
  'ClientCenterHideScanFromDevice',
] as const;
export type FirmSwitch = (typeof FIRM_SWITCHES)[number];

/**
 * Switches another feature keeps and contributes to this one (server/client-switches.ts): Box-E's order, per firm,
 * and its per-client lastToggle (spec 001 §6–8).
 */
export const CLIENT_SWITCHES = ['BoxE.Order', 'BoxE.LastToggle'] as const;
export type ClientSwitch = (typeof CLIENT_SWITCHES)[number];

type Name = ContactGrant | FirmSwitch | ClientSwitch;

/**
 * What a contact sees, one part of the portal each, and the names that decide it (a screen shows a sight only where
 * every name it depends on is declared by an enabled feature, so a US firm is not shown Box-E).
 */
export const SIGHTS = {
  documentsTree: { needs: ['ClientCenter.AllDocsOnly'], open: (on) => !on('ClientCenter.AllDocsOnly') },
  documentsFlatToggle: { needs: ['ClientCenter.AllDocsOnly', 'ClientCenterHideDocsFlatToggle'],
    open: (on) => !on('ClientCenter.AllDocsOnly') && !on('ClientCenterHideDocsFlatToggle') },
  scanFromDevice: { needs: ['ClientCenterHideScanFromDevice'], open: (on) => !on('ClientCenterHideScanFromDevice') },
  dashboards: { needs: ['ClientCenter.AllDocsOnly', 'ClientCenterHideDashboards'],
    open: (on) => !on('ClientCenter.AllDocsOnly') && !on('ClientCenterHideDashboards') },
  tasks: { needs: ['ClientCenter.AllDocsOnly', 'ClientCenterHideTasks'],
    open: (on) => !on('ClientCenter.AllDocsOnly') && !on('ClientCenterHideTasks') },
  actions: { needs: ['ClientCenter.AllDocsOnly', 'ClientCenterHideActions'],
    open: (on) => !on('ClientCenter.AllDocsOnly') && !on('ClientCenterHideActions') },
  help: { needs: ['ClientCenter_HideHelp'], open: (on) => !on('ClientCenter_HideHelp') },
  welcome: { needs: ['ClientCenterHideWelcomeModal'], open: (on) => !on('ClientCenterHideWelcomeModal') },
  diagnostics: { needs: ['ClientCenterHideDiagnosticTool'], open: (on) => !on('ClientCenterHideDiagnosticTool') },
  boxeStores: { needs: ['BoxE.Order', 'BoxE.LastToggle'], open: (on) => on('BoxE.Order') && on('BoxE.LastToggle') },
  boxeExport: { needs: ['BoxE.Order', 'BoxE.LastToggle', 'BoxE.Export'],
    open: (on) => on('BoxE.Order') && on('BoxE.LastToggle') && on('BoxE.Export') },
  manifestReview: { needs: ['BRAtendimento.ManifestoReview', 'NfeManifest.Disabled'],
    open: (on) => on('BRAtendimento.ManifestoReview') && !on('NfeManifest.Disabled') },
  manifestEvents: { needs: ['BRAtendimento.ManifestoReview', 'NfeManifest.Disabled', 'NfeManifest.Denied'],
    open: (on) => on('BRAtendimento.ManifestoReview') && !on('NfeManifest.Disabled') && !on('NfeManifest.Denied') },
  serviceRequests: { needs: ['ServiceRequest.Denied'], open: (on) => !on('ServiceRequest.Denied') },
  employeeRegistration: { needs: ['ServiceRequest.Denied', 'ServiceRequest.Employee'],
    open: (on) => !on('ServiceRequest.Denied') && on('ServiceRequest.Employee') },
  partnerRegistration: { needs: ['ServiceRequest.Denied', 'ServiceRequest.Partner'],
    open: (on) => !on('ServiceRequest.Denied') && on('ServiceRequest.Partner') },
  internRegistration: { needs: ['ServiceRequest.Denied', 'ServiceRequest.Intern'],
    open: (on) => !on('ServiceRequest.Denied') && on('ServiceRequest.Intern') },
} satisfies Record<string, { needs: readonly Name[]; open: (on: (name: Name) => boolean) => boolean }>;
export type Sight = keyof typeof SIGHTS;
export const SIGHT_NAMES = Object.keys(SIGHTS) as Sight[];

/** The sights open to a contact holding `grants` where `switches` (the firm's and the client's) are on. */
export function whatTheContactSees(grants: readonly string[], switches: readonly string[]): Sight[] {
  const held = new Set<string>([...grants, ...switches]);
  return SIGHT_NAMES.filter((sight) => SIGHTS[sight].open((name) => held.has(name)));
}
