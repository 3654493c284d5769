import type { BrSeedContext } from '@portico/br-kit/server';
import type { TaxRegime } from '../obligations';
import { BusinessCalendar, upcomingDueDates } from './due-dates';
import { taxCalendarDb } from './tables';

/** joao's companies by name: a Simples bakery and a Presumido clinic in São Paulo, a Lucro Real carrier in Rio. */
const PROFILES: Record<string, { regime: TaxRegime; hasEmployees: boolean; uf: string; municipality: string }> = {
  'Padaria Pão Dourado Ltda': { regime: 'simples', hasEmployees: true, uf: 'SP', municipality: 'São Paulo' },
  'Clínica Sorriso Feliz Ltda': { regime: 'presumido', hasEmployees: true, uf: 'SP', municipality: 'São Paulo' },
  'Transportes Rio Claro S.A.': { regime: 'real', hasEmployees: false, uf: 'RJ', municipality: 'Rio de Janeiro' },
};

/** Tax profiles of joao's companies, and one date the firm moved: the next DAS, a week later. */
export async function seedTaxCalendar(ctx: BrSeedContext): Promise<void> {
  const db = taxCalendarDb(ctx.db);
  for (const client of ctx.clients) {
    const profile = PROFILES[client.name];
    if (!profile) continue;
    await db.insertInto('brTaxProfiles').values({ clientId: client.id, ...profile, hasEmployees: profile.hasEmployees ? 1 : 0 }).execute();
  }
  const das = upcomingDueDates({ ...PROFILES['Padaria Pão Dourado Ltda']!, hasEmployees: true }, ctx.now).items.find((i) => i.key === 'das');
  if (!das) return;
  const calendar = new BusinessCalendar('SP');
  let moved = new Date(Date.parse(`${das.dueDate}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  while (!calendar.isBusinessDay(moved)) moved = new Date(Date.parse(`${moved}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await db.insertInto('brTaxOverrides').values({
    firmId: ctx.firmId, obligation: 'das', competence: das.competence, dueDate: moved,
    note: 'Prazo prorrogado por portaria do Comitê Gestor do Simples Nacional', updatedBy: ctx.joaoUserId, updatedAt: ctx.now.toISOString(),
  }).execute();
}
