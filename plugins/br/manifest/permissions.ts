/**
 * The permission names the manifest's feature and plugin manifests check (README.md says what each decides).
 * Kept apart from contract.ts so the manifests, which load with the portal, pull in no TypeBox.
 */
export const MANIFEST_PERMISSION_NAMES = {
  review: 'BRAtendimento.ManifestoReview',
  disabled: 'NfeManifest.Disabled',
  denied: 'NfeManifest.Denied',
} as const;
