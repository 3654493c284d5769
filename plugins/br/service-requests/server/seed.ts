import { randomUUID } from 'node:crypto';
import type { RequestStatus, RequestDraftBody } from '../contract';
import { daysBefore, isoDay } from '@portico/plugin-server';
import { type BrSeedContext, DEMO_EMPLOYEES, demoCpf } from '@portico/br-kit/server';
import { defaultTitle } from './payload-rules';
import { serviceRequestsDb } from './tables';

/** One request in every status, with the firm's side of the conversation where the firm has answered. */
function demoRequests(now: Date): Array<{ status: RequestStatus; body: RequestDraftBody; firmMessage?: string; daysAgo: number }> {
  const [ana, bruno, carla, , elaine] = DEMO_EMPLOYEES;
  const month = isoDay(daysBefore(now, 30)).slice(0, 7);
  return [
    { status: 'Draft', daysAgo: 1, body: { type: 'PayrollEntry', payload: { competence: month, payRun: 'Monthly', entries: [
      { cpf: ana!.cpf, rubricCode: '150', minutes: 600 },
      { cpf: bruno!.cpf, rubricCode: '300', amountCents: 18_900 },
    ] } } },
    { status: 'WaitingForAnswer', daysAgo: 3, body: { type: 'NoticeVacation', payload: {
      cpf: carla!.cpf, startDate: isoDay(daysBefore(now, -40)), days: 20, soldDays: 10, advanceThirteenth: false } } },
    { status: 'WaitingForCorrection', daysAgo: 6, body: { type: 'EmployeeLeave', payload: {
      cpf: bruno!.cpf, startDate: isoDay(daysBefore(now, 8)), reason: 'Sickness', notes: 'Atestado de 15 dias' } },
      firmMessage: 'Por favor, anexe o atestado médico e informe o CID, se houver.' },
    { status: 'WaitingForClient', daysAgo: 9, body: { type: 'Employee', payload: {
      name: 'Gabriela Martins Pires', cpf: demoCpf('123456789'), birthDate: '1996-04-12', sex: 'F', education: '07',
      email: 'gabriela@example.com', address: { zipCode: '01310100', street: 'Avenida Paulista', number: '1000', district: 'Bela Vista', city: 'São Paulo', state: 'SP' },
      hireDate: isoDay(daysBefore(now, -7)), jobPosition: 'Atendente', cbo: '422105', salaryCents: 2_150_00, weeklyHours: 44, contractType: 'Experience',
      contractEndDate: isoDay(daysBefore(now, -51)) } },
      firmMessage: 'Precisamos do número do PIS e da carteira de trabalho digital para concluir a admissão.' },
    { status: 'Replied', daysAgo: 15, body: { type: 'TerminationCalculation', payload: {
      cpf: elaine!.cpf, terminationDate: isoDay(daysBefore(now, 12)), reason: 'Resignation', noticeType: 'Waived' } },
      firmMessage: 'Cálculo rescisório enviado na pasta Departamento Pessoal. Valor líquido: R$ 3.482,17.' },
    { status: 'Replied', daysAgo: 25, body: { type: 'Generic', payload: { subject: 'Alteração de endereço', category: 'Registration', message: 'Mudamos a sede para a Rua das Flores, 120.' } },
      firmMessage: 'Alteração registrada. A nova inscrição municipal sai em até 10 dias.' },
  ];
}

export async function seedEmployeesAndRequests(ctx: BrSeedContext): Promise<void> {
  const db = serviceRequestsDb(ctx.db);
  // joao's firm lets him register employees, interns and partners (README.md: what each grant decides).
  for (const resource of ['Employee', 'Intern', 'Partner']) {
    await db.insertInto('userPermissions').values({ userId: ctx.joaoUserId, feature: 'ServiceRequest', resource, grant: 'Granted' }).execute();
  }
  for (const client of ctx.clients) {
    for (const e of DEMO_EMPLOYEES) {
      await db.insertInto('brEmployees').values({
        id: randomUUID(), clientId: client.id, name: e.name, cpf: e.cpf, hireDate: isoDay(daysBefore(ctx.now, e.hiredDaysAgo)), jobPosition: e.jobPosition,
      }).execute();
    }
  }
  const client = ctx.clients[0]!;
  for (const [i, r] of demoRequests(ctx.now).entries()) {
    const created = daysBefore(ctx.now, r.daysAgo);
    const answered = new Date(created.getTime() + 86_400_000).toISOString();
    const id = randomUUID();
    await db.insertInto('brServiceRequests').values({
      id, clientId: client.id, reference: `SR-${created.getUTCFullYear()}-${String(i + 1).padStart(4, '0')}`, type: r.body.type, status: r.status,
      title: defaultTitle(r.body), payload: JSON.stringify(r.body.payload), createdBy: ctx.joaoUserId, createdAt: created.toISOString(),
      updatedAt: r.firmMessage ? answered : created.toISOString(), submittedAt: r.status === 'Draft' ? null : created.toISOString(),
      clientMovedAt: created.toISOString(),
    }).execute();
    if (r.firmMessage) {
      await db.insertInto('brServiceRequestMessages').values({
        id: randomUUID(), requestId: id, authorName: 'Horizonte Contabilidade', fromFirm: 1, body: r.firmMessage, createdAt: answered,
      }).execute();
    }
  }
}
