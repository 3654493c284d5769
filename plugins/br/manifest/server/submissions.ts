import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { defineJob, type JobKind } from '@portico/plugin-server';
import { MANIFEST_STATUS_BY_EVENT, NFE_EVENT_NAMES, type ManifestSubmission, type NfeEventCode, type SendingState } from '../contract';
import { openCertificate } from './certificates/store';
import { readEventAnswer, type EventAnswer } from './sefaz/event-answer';
import { envEventoXml, eventXml, signEvent } from './sefaz/event-xml';
import { EVENT_SERVICE, postSoap, soapEnvelope, SefazUnreachable } from './sefaz/soap';
import type { ManifestServices } from './services';
import type { BrManifestSubmissionTable, ManifestDb } from './tables';

export const toSubmission = (s: BrManifestSubmissionTable): ManifestSubmission => ({
  id: s.id, code: Number(s.code) as NfeEventCode, name: NFE_EVENT_NAMES[Number(s.code) as NfeEventCode], sequence: Number(s.sequence),
  state: s.state, requestedAt: s.eventAt, attempts: Number(s.attempts), lastError: s.lastError,
  cStat: s.cStat === null ? null : Number(s.cStat), reason: s.reason, protocol: s.protocol, registeredAt: s.registeredAt,
});

/** Whether a client's events can go to SEFAZ now: connected, an A1 with its key, not expired. */
export function sendingState(services: ManifestServices, certificate: { sealedKey: unknown; validUntil: string } | undefined, today: string): SendingState {
  if (!services.sefaz.connected) return 'notConnected';
  if (!certificate?.sealedKey || !services.sealer) return 'noCertificate';
  return certificate.validUntil < today ? 'certificateExpired' : 'ready';
}

/** dhRegEvento (SEFAZ's local time with its offset) as the ISO instant the tables keep. */
const instant = (sefazTime: string | null, fallback: Date) => {
  const parsed = sefazTime ? Date.parse(sefazTime) : NaN;
  return Number.isNaN(parsed) ? fallback.toISOString() : new Date(parsed).toISOString();
};

/** The answer kept: a registration becomes an event with SEFAZ's protocol and moves the NF-e's status. */
async function record(db: ManifestDb, sub: BrManifestSubmissionTable, answer: EventAnswer, now: Date) {
  await db.transaction().execute(async (trx) => {
    const answered = { cStat: answer.cStat, reason: answer.reason, answeredAt: now.toISOString() };
    if (answer.outcome === 'rejected') {
      await trx.updateTable('brManifestSubmissions').set({ ...answered, state: 'Rejected' }).where('id', '=', sub.id).execute();
      return;
    }
    const registeredAt = instant(answer.registeredAt, now);
    let eventId: string | null = null;
    // 573 (duplicate) may come without a protocol: registered earlier, but no protocol to show for it.
    if (answer.protocol) {
      eventId = randomUUID();
      await trx.insertInto('brManifestEvents').values({
        id: eventId, documentId: sub.documentId, code: sub.code, sequence: sub.sequence, justification: sub.justification,
        protocol: answer.protocol, registeredAt, registeredBy: sub.requestedBy,
      }).execute();
    }
    await trx.updateTable('brManifestSubmissions')
      .set({ ...answered, state: 'Registered', protocol: answer.protocol, registeredAt, eventId }).where('id', '=', sub.id).execute();
    await trx.updateTable('brManifestDocuments').set({ status: MANIFEST_STATUS_BY_EVENT[Number(sub.code) as NfeEventCode] })
      .where('id', '=', sub.documentId).execute();
  });
}

export const SEND_EVENT_RETRIES = 6;

/**
 * Sends one queued recipient event to NFeRecepcaoEvento4, signed with the client's A1 over mutual TLS with the
 * same certificate, and keeps SEFAZ's answer. Only a call that got no answer is retried (back-off 30 s, 60 s…);
 * the event is the same on every try (dhEvento and nSeqEvento were fixed when the person asked), so a try whose
 * answer was lost comes back 573 and counts as registered. A run for a submission no longer queued does nothing.
 */
export function sendEventJob(db: ManifestDb, services: ManifestServices): JobKind<any> {
  const fail = async (id: string, reason: string) => {
    await db.updateTable('brManifestSubmissions').set({ state: 'Failed', lastError: reason, answeredAt: new Date().toISOString() })
      .where('id', '=', id).where('state', '=', 'Queued').execute();
  };
  return defineJob({
    name: 'br.manifest.send-event',
    payload: Type.Object({ submissionId: Type.String() }),
    retryLimit: SEND_EVENT_RETRIES,
    retryDelaySeconds: 30,
    handler: async ({ submissionId }, { log }) => {
      const sub = await db.selectFrom('brManifestSubmissions').selectAll().where('id', '=', submissionId).executeTakeFirst();
      if (!sub || sub.state !== 'Queued') return;
      await db.updateTable('brManifestSubmissions').set({ attempts: Number(sub.attempts) + 1 }).where('id', '=', sub.id).execute();
      const doc = await db.selectFrom('brManifestDocuments as d').innerJoin('clients as c', 'c.id', 'd.clientId')
        .select(['d.accessKey', 'd.clientId', 'c.cnpj']).where('d.id', '=', sub.documentId).executeTakeFirstOrThrow();
      const signer = services.sealer ? await openCertificate(db, services.sealer, doc.clientId) : null;
      if (!services.sefaz.connected) return fail(sub.id, 'Not connected to the tax authority');
      if (!signer || !doc.cnpj) return fail(sub.id, 'No certificate');
      const signed = signEvent(eventXml({
        tpAmb: Number(sub.tpAmb) as 1 | 2, cnpj: doc.cnpj, accessKey: doc.accessKey, code: Number(sub.code) as NfeEventCode,
        sequence: Number(sub.sequence), justification: sub.justification, eventAt: new Date(sub.eventAt),
      }), signer.keyPem, signer.certPems[0]!);
      const idLote = String(Date.parse(sub.eventAt));
      let answer: string;
      try {
        answer = await postSoap(services.sefaz.eventUrl, `${EVENT_SERVICE}/nfeRecepcaoEvento`, soapEnvelope(EVENT_SERVICE, envEventoXml(idLote, [signed])),
          { key: signer.keyPem, cert: signer.certPems, ca: services.sefaz.ca }, services.sefaz.timeoutMs);
      } catch (error) {
        if (!(error instanceof SefazUnreachable)) throw error;
        await db.updateTable('brManifestSubmissions').set({ lastError: error.message }).where('id', '=', sub.id).execute();
        throw error;
      }
      const read = readEventAnswer(answer);
      await record(db, sub, read, new Date());
      log.info({ submissionId, cStat: read.cStat, outcome: read.outcome }, 'manifest event answered');
    },
    onGiveUp: async ({ submissionId }, error) => fail(submissionId, `The tax authority could not be reached: ${(error as Error).message}`),
  });
}
