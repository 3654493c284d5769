/** Grants and switches of the feature (what each decides: README.md). Plain data: manifests import it, so no TypeBox here. */
export const SERVICE_REQUEST_PERMISSIONS = {
  denied: 'ServiceRequest.Denied',
  employee: 'ServiceRequest.Employee',
  partner: 'ServiceRequest.Partner',
  intern: 'ServiceRequest.Intern',
} as const;
