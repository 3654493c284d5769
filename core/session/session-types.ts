/** Session meta and bindings as spec 000 §3 names them (the server's session response). */
export interface SessionMeta {
  LongToken: string;
  PrismGuid: string;
  SessionId: string;
  SessionExpiresDateTime: string;
  FirstName: string;
  LastName: string;
  EmailAddress: string;
  /** Present in a preview ("view as") session: the viewed user's guid. */
  EmulateePrismGuid?: string | null;
}

export interface SessionBindings {
  ApplicationConfiguration: { CompanyId?: number | null; ContactId?: number | null };
  /** feature -> resource -> 'Granted' | other. */
  FeatureResourcePermissions: Record<string, Record<string, string>>;
  InfrastructureAccessControls: string[];
}

export interface SessionInfo {
  meta: SessionMeta;
  bindings: SessionBindings;
}
