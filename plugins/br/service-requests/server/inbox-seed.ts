import { randomUUID } from 'node:crypto';
import { daysBefore, DEMO_USERS, demoPdf, isoDay, type SeedStep } from '@portico/plugin-server';
import { brazilDemo, DEMO_EMPLOYEES, insertFile } from '@portico/br-kit/server';
import type { RequestDraftBody, RequestStatus } from '../contract';
import { defaultTitle } from './payload-rules';
import { nextReference } from './queries';
import { serviceRequestsDb, type ServiceRequestDb } from './tables';

interface DemoRequest {
  client: number; status: RequestStatus; daysAgo: number; body: RequestDraftBody; assigned?: boolean;
  firmMessage?: string; attachment?: string;
}

/** Requests of joao's other companies, and the one status the first lacked (Closed), some assigned to equipe. */
function inboxRequests(now: Date): DemoRequest[] {
  const [ana, bruno, carla, diego] = DEMO_EMPLOYEES;
  return [
    { client: 0, status: 'Closed', daysAgo: 40, body: { type: 'PayrollEntry', payload: {
      competence: isoDay(daysBefore(now, 70)).slice(0, 7), payRun: 'Monthly', entries: [{ cpf: ana!.cpf, rubricCode: '150', minutes: 240 }] } },
      firmMessage: 'Lançamentos incluídos na folha. Encerramos a solicitação.' },
    { client: 1, status: 'WaitingForAnswer', daysAgo: 12, body: { type: 'NoticeTermination', payload: {
      cpf: diego!.cpf, noticeDate: isoDay(daysBefore(now, 12)), initiatedBy: 'Employer', noticeType: 'Worked', reduction: 'SevenDays' } } },
    { client: 1, status: 'WaitingForAnswer', daysAgo: 2, assigned: true, body: { type: 'EmployeeLeave', payload: {
      cpf: ana!.cpf, startDate: isoDay(daysBefore(now, 3)), reason: 'Sickness', notes: 'Atestado de 5 dias anexado na pasta.' } } },
    { client: 1, status: 'Replied', daysAgo: 7, assigned: true, body: { type: 'VacationCalculation', payload: {
      cpf: carla!.cpf, acquisitionStart: isoDay(daysBefore(now, 500)), absences: 0, periods: [{ startDate: isoDay(daysBefore(now, -45)), days: 30 }], noticeDate: isoDay(daysBefore(now, 7)) } },
      firmMessage: 'Segue o recibo de férias calculado.', attachment: 'Recibo de férias.pdf' },
    { client: 2, status: 'WaitingForCorrection', daysAgo: 5, body: { type: 'Generic', payload: { subject: 'Vale-transporte', category: 'Payroll', message: 'Incluir vale-transporte para o Bruno a partir deste mês.' } },
      firmMessage: 'Informe o valor diário e as linhas utilizadas pelo Bruno.' },
    { client: 2, status: 'WaitingForAnswer', daysAgo: 20, body: { type: 'Generic', payload: { subject: `Adiantamento de ${bruno!.name}`, category: 'Payroll', message: 'Pagar adiantamento de 40% no dia 20.' } } },
  ];
}

async function insertDemo(db: ServiceRequestDb, r: DemoRequest, clientId: string, createdBy: string, assigneeId: string | null, now: Date) {
  const created = daysBefore(now, r.daysAgo);
  const answered = new Date(created.getTime() + 86_400_000).toISOString();
  const id = randomUUID();
  await db.insertInto('brServiceRequests').values({
    id, clientId, reference: await nextReference(db, clientId, created), type: r.body.type, status: r.status, title: defaultTitle(r.body),
    payload: JSON.stringify(r.body.payload), createdBy, createdAt: created.toISOString(), updatedAt: r.firmMessage ? answered : created.toISOString(),
    submittedAt: created.toISOString(), clientMovedAt: created.toISOString(), assigneeId: r.assigned ? assigneeId : null,
  }).execute();
  if (!r.firmMessage) return;
  const messageId = randomUUID();
  await db.insertInto('brServiceRequestMessages').values({
    id: messageId, requestId: id, authorName: 'Equipe Horizonte', fromFirm: 1, body: r.firmMessage, createdAt: answered,
  }).execute();
  if (r.attachment) {
    const fileId = await insertFile(db, { fileName: r.attachment, mimeType: 'application/pdf', content: demoPdf(r.attachment) });
    await db.insertInto('brServiceRequestAttachments').values({ id: randomUUID(), messageId, fileId }).execute();
  }
}

/**
 * Horizonte's inbox (issue 34): with the first step's requests it holds one in every status, across joao's
 * companies, some assigned to equipe. A step of its own, so a database seeded before the inbox gets them too.
 */
export const seedInbox: SeedStep = {
  name: 'br.service-requests/inbox-demo',
  async run(base) {
    const ctx = await brazilDemo(base);
    if (!ctx) return;
    const db = serviceRequestsDb(ctx.db);
    const equipe = await db.selectFrom('users').select('id').where('email', '=', DEMO_USERS.equipe).executeTakeFirst();
    for (const r of inboxRequests(ctx.now)) {
      const client = ctx.clients[r.client];
      if (client) await insertDemo(db, r, client.id, ctx.joaoUserId, equipe?.id ?? null, ctx.now);
    }
  },
};
