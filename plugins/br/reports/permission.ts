/**
 * The Reports grant ("Reports.Access"; spec 001 names the flag "Reports"): without it the reports section is not
 * shown and every reports route answers 403 REPORTS_PERMISSION_REQUIRED (README.md). Kept apart from contract.ts
 * so the manifests load no API schemas before the first render.
 */
export const REPORTS_PERMISSION = { feature: 'Reports', resource: 'Access' } as const;
export const REPORTS_PERMISSION_NAME = `${REPORTS_PERMISSION.feature}.${REPORTS_PERMISSION.resource}`;
