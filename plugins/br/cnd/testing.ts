import { todayInBrazil } from '@portico/br-kit/contract';
import type { CndAgency, CndIssuer } from './contract';

/** yyyy-MM-dd `days` from today in Brasília (negative: in the past), for fake certificates relative to now. */
export const dayFromToday = (days: number) => {
  const today = todayInBrazil(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
};

export const agency = (id: string, issuer: CndIssuer, jurisdiction: string | null = null): CndAgency => ({
  id, name: `Órgão ${issuer}`, issuer, jurisdiction, validityDays: 180,
});
