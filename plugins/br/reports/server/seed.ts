import { randomUUID } from 'node:crypto';
import { daysBefore, formatMonth, isoDay, renderTextPdf, type SeedStep } from '@portico/plugin-server';
import { brazilDemo, type BrSeedContext, DEMO_EMPLOYEES, insertFile } from '@portico/br-kit/server';
import { REPORTS_PERMISSION } from '../contract';
import { reportsDb } from './tables';

const RUBRICS = [
  { code: '001', description: 'Salário base', kind: 'Earning' as const, cents: 2_400_00 },
  { code: '150', description: 'Horas extras 50%', kind: 'Earning' as const, cents: 187_50 },
  { code: '901', description: 'INSS', kind: 'Deduction' as const, cents: 216_00 },
];

/** Six months of stored documents, two of payroll entries and the registrations, for each company that has none yet. */
export async function seedReports(ctx: BrSeedContext): Promise<void> {
  const db = reportsDb(ctx.db);
  const seeded = new Set((await db.selectFrom('brStoredDocuments').select('clientId').distinct().execute()).map((r) => r.clientId));
  for (const client of ctx.clients.filter((c) => !seeded.has(c.id))) {
    for (let m = 1; m <= 6; m++) {
      const month = daysBefore(ctx.now, m * 30);
      const competence = isoDay(month).slice(0, 7);
      for (const [category, name] of [['Payroll', `Folha de pagamento ${competence}`], ['Tax', `Guia DARF ${competence}`]] as const) {
        const pdf = await renderTextPdf({ title: name, author: 'Horizonte Contabilidade', date: month }, [
          { text: name, size: 14, bold: true }, { text: client.name, gap: 8 }, { text: `Competência ${formatMonth(competence)}` },
        ]);
        await db.insertInto('brStoredDocuments').values({
          id: randomUUID(), clientId: client.id, name, category, competence, storedAt: new Date(month.getTime() + 5 * 86_400_000).toISOString(),
          fileId: await insertFile(db, { fileName: `${name}.pdf`, mimeType: 'application/pdf', content: pdf }),
        }).execute();
      }
      if (m > 2) continue;
      for (const [ei, e] of DEMO_EMPLOYEES.entries()) {
        for (const r of RUBRICS) {
          await db.insertInto('brPayrollEntries').values({
            id: randomUUID(), clientId: client.id, competence, employeeName: e.name, cpf: e.cpf, rubricCode: r.code,
            rubricDescription: r.description, kind: r.kind, quantity: r.code === '150' ? 800 + ei * 100 : null, amountCents: r.cents + ei * 10_00,
          }).execute();
        }
      }
    }
    for (const [i, e] of DEMO_EMPLOYEES.entries()) {
      await db.insertInto('brPayrollRegistrations').values({
        id: randomUUID(), clientId: client.id, employeeName: e.name, cpf: e.cpf, event: 'Admission',
        eventDate: isoDay(daysBefore(ctx.now, e.hiredDaysAgo)), jobPosition: e.jobPosition, salaryCents: 2_000_00 + i * 150_00,
        esocialReceipt: `1.2.${String(1_000_000_000 + i * 7_919).padStart(19, '0')}`,
      }).execute();
    }
    await db.insertInto('brPayrollRegistrations').values({
      id: randomUUID(), clientId: client.id, employeeName: DEMO_EMPLOYEES[4]!.name, cpf: DEMO_EMPLOYEES[4]!.cpf, event: 'Termination',
      eventDate: isoDay(daysBefore(ctx.now, 12)), jobPosition: DEMO_EMPLOYEES[4]!.jobPosition, salaryCents: null, esocialReceipt: null,
    }).execute();
  }
}

/**
 * joao holds the Reports grant, and every one of his companies has report rows (before this step only the first
 * two had): runs once, on new databases after the demo step and on existing ones too.
 */
export const reportsAccessStep: SeedStep = {
  name: 'br.reports/access',
  async run(base) {
    const ctx = await brazilDemo(base);
    if (!ctx) return;
    await ctx.db.insertInto('userPermissions')
      .values({ userId: ctx.joaoUserId, feature: REPORTS_PERMISSION.feature, resource: REPORTS_PERMISSION.resource, grant: 'Granted' }).execute();
    await seedReports(ctx);
  },
};
