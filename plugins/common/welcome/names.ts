/** The welcome feature's API path and answer, without schemas: its manifest loads with the portal's entry. */
export const WELCOME_API = {
  /** GET: whether the signed-in user has dismissed the welcome dialog; PUT: they have now. */
  me: '/api/welcome/v1/me',
} as const;

export interface WelcomeStateBody {
  /** When the user dismissed the welcome dialog; null: never, so it greets them. */
  seenAt: string | null;
}
