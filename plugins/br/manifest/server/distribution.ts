import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { decodeNfeAccessKey } from '@portico/br-kit';
import { defineJob, type AppContext, type JobKind } from '@portico/plugin-server';
import { intakeFiscalFiles, notifyIntakeRefusals } from '../../boxe/server';
import { notify } from '../../../common/notifications/server';
import { NFE_EVENTS, type DistributionState } from '../contract';
import { openCertificate, type A1Signer } from './certificates/store';
import { decideEvent } from './event-rules';
import { markReceivedNfeCancelled, recordReceivedNfe } from './received';
import {
  DISTRIBUTION_SERVICES, DistributionAnswerError, distDFeIntXml, readDistributionAnswer, readEventSummary, readNfeSummary, schemaKind,
  type DistributedDocument, type DistributionAnswer, type DistributionQuery,
} from './sefaz/distribution-xml';
import { postSoap, SefazUnreachable, soapEnvelope } from './sefaz/soap';
import type { ManifestServices } from './services';
import { manifestDb, type BrManifestDistributionTable, type DistributionService, type ManifestDb } from './tables';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * What keeps a company from being blocked (BR-DOMAIN §2.2, NT 2014.002): SEFAZ answers at most 50 documents a call;
 * after 137 (nothing new), or once ultNSU reached maxNSU, the next call waits an hour; after 656 (consumo indevido)
 * SEFAZ blocks the CNPJ for an hour and a call during the block starts the hour again, so the portal waits two.
 * A call that got no answer waits 15 minutes. One run makes at most `callsPerRun` calls per client (1,000
 * documents); a client with more goes on at the next run.
 */
export const DISTRIBUTION_RULES = {
  batch: 50,
  nothingNewWaitMs: HOUR_MS,
  blockedWaitMs: 2 * HOUR_MS,
  unreachableWaitMs: 15 * MINUTE_MS,
  callsPerRun: 20,
  /** How often the scheduled job looks for clients whose next call is due. */
  everyMs: 15 * MINUTE_MS,
} as const;

export const SERVICES: readonly DistributionService[] = ['nfe', 'cte'];
const FOUND = 138;
const NOTHING_NEW = 137;
const BLOCKED = 656;
const CANCELLATION = '110111';

export interface DistributionDeps {
  ctx: AppContext;
  db: ManifestDb;
  services: ManifestServices;
  /** The recipient-event job, for a Ciência the firm asked to be given by itself. */
  sendJob: JobKind<any>;
}

interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export const toDistributionState = (row: BrManifestDistributionTable | undefined, service: DistributionService): DistributionState => ({
  service, lastNsu: row?.lastNsu ?? '000000000000000', maxNsu: row?.maxNsu ?? null,
  cStat: row?.cStat == null ? null : Number(row.cStat), reason: row?.reason ?? null,
  calledAt: row?.calledAt ?? null, nextCallAt: row?.nextCallAt ?? null,
});

async function saveState(db: ManifestDb, clientId: string, service: DistributionService, state: Omit<BrManifestDistributionTable, 'clientId' | 'service'>) {
  await db.insertInto('brManifestDistribution').values({ clientId, service, ...state })
    .onConflict((oc) => oc.columns(['clientId', 'service']).doUpdateSet(state)).execute();
}

async function callSefaz(deps: DistributionDeps, service: DistributionService, signer: A1Signer, cnpj: string, query: DistributionQuery): Promise<DistributionAnswer> {
  const { sefaz } = deps.services;
  const s = DISTRIBUTION_SERVICES[service];
  const envelope = soapEnvelope(s.service, distDFeIntXml(service, { tpAmb: sefaz.tpAmb, cnpj, query }), s);
  const answer = await postSoap(sefaz.distributionUrls[service], `${s.service}/${s.operation}`, envelope,
    { key: signer.keyPem, cert: signer.certPems, ca: sefaz.ca }, sefaz.timeoutMs);
  return readDistributionAnswer(answer);
}

/** A Ciência for a new summary, in the name of the administrator who switched the firm's option on. */
async function queueAutoCiencia(deps: DistributionDeps, documentId: string, authorizedAt: string, requestedBy: string, now: Date) {
  const decision = decideEvent({ code: NFE_EVENTS.awareness, justification: undefined, authorizedAt, nfeStatus: 'Authorized', existing: [], now });
  const id = randomUUID();
  await deps.db.insertInto('brManifestSubmissions').values({
    id, documentId, code: NFE_EVENTS.awareness, sequence: decision.sequence, justification: null, tpAmb: deps.services.sefaz.tpAmb,
    eventAt: now.toISOString(), requestedBy, state: 'Queued', attempts: 0, lastError: null, cStat: null, reason: null, protocol: null,
    registeredAt: null, answeredAt: null, eventId: null,
  }).execute();
  await deps.ctx.jobs.send(deps.sendJob, { submissionId: id });
}

/**
 * One distributed document to where it belongs: a summary (resNFe) to the manifest's list; a full NF-e or CT-e
 * (procNFe, procCTe) and an event with its registration (procEventoNFe/CTe) to Box-E's intake, which stores them
 * and brings the manifest's line along; an event summary (resEvento) to the NF-e's situation. Each step is
 * idempotent, so a batch that comes again changes nothing.
 */
async function route(deps: DistributionDeps, client: { id: string; autoCienciaBy: string | null }, doc: DistributedDocument, now: Date, log: Log) {
  const kind = schemaKind(doc.schema);
  if (kind === 'resNFe') {
    const summary = readNfeSummary(doc.xml);
    const parts = decodeNfeAccessKey(summary.accessKey);
    if (!parts) throw new DistributionAnswerError(`resNFe NSU ${doc.nsu}: the access key is not valid`);
    const { id, created } = await recordReceivedNfe(deps.db, {
      clientId: client.id, accessKey: summary.accessKey, number: String(Number(parts.number)), series: String(Number(parts.series)),
      emitterCnpj: summary.emitterCnpj, emitterName: summary.emitterName, issuedAt: summary.issuedAt, authorizedAt: summary.authorizedAt,
      amountCents: summary.amountCents, nfeStatus: summary.nfeStatus, xml: '',
    });
    if (created && summary.nfeStatus === 'Authorized' && client.autoCienciaBy) await queueAutoCiencia(deps, id, summary.authorizedAt, client.autoCienciaBy, now);
    return;
  }
  if (kind === 'resEvento') {
    const event = readEventSummary(doc.xml);
    if (event.code === CANCELLATION) await markReceivedNfeCancelled(deps.db, client.id, event.accessKey);
    return;
  }
  if (['procNFe', 'procCTe', 'procEventoNFe', 'procEventoCTe'].includes(kind)) {
    const [result] = await intakeFiscalFiles(deps.ctx.db, client.id, [{ name: `${doc.nsu}-${kind}.xml`, content: Buffer.from(doc.xml, 'utf8') }], now);
    // An NF-e's cancellation reaches the manifest's line even where Box-E holds no copy of the NF-e.
    if (kind === 'procEventoNFe') {
      const event = readEventSummary(doc.xml);
      if (event.code === CANCELLATION) await markReceivedNfeCancelled(deps.db, client.id, event.accessKey);
    }
    if (result?.outcome === 'refused') {
      log.warn({ clientId: client.id, nsu: doc.nsu, code: result.code }, 'distributed document not stored');
      await notifyIntakeRefusals(deps.ctx, client.id, [result], now, log);
    }
    return;
  }
  log.info({ clientId: client.id, nsu: doc.nsu, schema: doc.schema }, 'distributed document of a kind the portal does not keep');
}

interface ClientToQuery {
  id: string;
  cnpj: string;
  firmId: number;
  autoCienciaBy: string | null;
}

async function clientToQuery(db: ManifestDb, clientId: string): Promise<ClientToQuery | undefined> {
  const row = await db.selectFrom('clients as c').leftJoin('brManifestSettings as s', 's.firmId', 'c.firmId')
    .select(['c.id', 'c.cnpj', 'c.firmId', 's.autoCienciaBy']).where('c.id', '=', clientId).executeTakeFirst();
  return row?.cnpj ? { id: row.id, cnpj: row.cnpj, firmId: row.firmId, autoCienciaBy: row.autoCienciaBy ?? null } : undefined;
}

export type DistributionOutcome = 'waiting' | 'noCertificate' | 'done';

/** Where the firm's staff see each client's distribution (its last cStat and reason). */
export const DISTRIBUTION_STAFF_PATH = '/staff/client-certificates';

/**
 * Tells the firm's staff that a call failed (no answer, or an answer that could not be read: `cStat` null) or was
 * rejected (any cStat but 137, 138 and 656, which the rules handle): once per client, service, NSU and cStat, so a
 * failure that repeats at every run is told once.
 */
async function notifyDistributionFailure(deps: DistributionDeps, clientId: string, service: DistributionService, lastNsu: string, cStat: number | null, reason: string, log: Log) {
  await notify(deps.ctx, {
    category: 'intakeFailed', clientId, key: `manifest-distribution-failed:${clientId}:${service}:${lastNsu}:${cStat ?? 'error'}`,
    link: DISTRIBUTION_STAFF_PATH, params: { variant: 'distribution', service: service.toUpperCase(), reason: reason.slice(0, 300) },
  }, log);
}

/**
 * Asks SEFAZ for what is new for one client and service (distNSU from the last ultNSU), as long as SEFAZ says there
 * is more (138 with ultNSU below maxNSU) and the run's calls allow, keeping each batch and then the NSU it reached.
 * A client whose next call is not due yet is not called. The documents of a batch are kept before its NSU: should
 * keeping one fail, the NSU stays and the next call brings the batch again.
 */
export async function distributeClient(deps: DistributionDeps, clientId: string, service: DistributionService, now: Date, log: Log): Promise<DistributionOutcome> {
  const { db } = deps;
  const state = await db.selectFrom('brManifestDistribution').selectAll().where('clientId', '=', clientId).where('service', '=', service).executeTakeFirst();
  if (state?.nextCallAt && state.nextCallAt > now.toISOString()) return 'waiting';
  const client = await clientToQuery(db, clientId);
  const signer = client && deps.services.sealer ? await openCertificate(db, deps.services.sealer, clientId) : null;
  if (!client || !signer || signer.validUntil < now.toISOString().slice(0, 10)) return 'noCertificate';
  let lastNsu = state?.lastNsu ?? '000000000000000';
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
  for (let calls = 0; calls < DISTRIBUTION_RULES.callsPerRun; calls += 1) {
    let answer: DistributionAnswer;
    try {
      answer = await callSefaz(deps, service, signer, client.cnpj, { ultNSU: lastNsu });
      if (answer.cStat === FOUND) for (const doc of answer.documents) await route(deps, client, doc, now, log);
    } catch (error) {
      if (!(error instanceof SefazUnreachable) && !(error instanceof DistributionAnswerError)) throw error;
      await saveState(db, clientId, service, {
        lastNsu, maxNsu: state?.maxNsu ?? null, cStat: null, reason: error.message, calledAt: now.toISOString(), nextCallAt: at(DISTRIBUTION_RULES.unreachableWaitMs),
      });
      log.warn({ clientId, service, error: error.message }, 'distribution call failed');
      await notifyDistributionFailure(deps, clientId, service, lastNsu, null, error.message, log);
      return 'done';
    }
    lastNsu = answer.ultNsu ?? lastNsu;
    const more = answer.cStat === FOUND && !!answer.maxNsu && lastNsu < answer.maxNsu;
    const wait = more ? null : answer.cStat === BLOCKED ? DISTRIBUTION_RULES.blockedWaitMs : DISTRIBUTION_RULES.nothingNewWaitMs;
    await saveState(db, clientId, service, {
      lastNsu, maxNsu: answer.maxNsu, cStat: answer.cStat, reason: answer.reason, calledAt: now.toISOString(), nextCallAt: wait === null ? null : at(wait),
    });
    log.info({ clientId, service, cStat: answer.cStat, ultNSU: lastNsu, maxNSU: answer.maxNsu, documents: answer.documents.length }, 'distribution answered');
    if (answer.cStat !== FOUND && answer.cStat !== NOTHING_NEW && answer.cStat !== BLOCKED) await notifyDistributionFailure(deps, clientId, service, lastNsu, answer.cStat, answer.reason, log);
    if (!more) break;
  }
  return 'done';
}

/** Every client company with an A1 that holds its key, for each service, as far as each one's next call is due. */
export async function runDistribution(deps: DistributionDeps, now: Date, log: Log): Promise<number> {
  const clients = await deps.db.selectFrom('brManifestCertificates').select('clientId').where('sealedKey', 'is not', null).orderBy('clientId').execute();
  let called = 0;
  for (const { clientId } of clients) {
    for (const service of SERVICES) {
      try {
        if (await distributeClient(deps, clientId, service, now, log) === 'done') called += 1;
      } catch (error) {
        // One client's trouble does not hold up the others: its NSU stayed, and the next run asks again.
        log.warn({ clientId, service, error: (error as Error).message }, 'distribution of a client failed');
      }
    }
  }
  return called;
}

/**
 * consChNFe: one NF-e by its key, for the staff's "fetch this key". It does not move the NSU; a 656 blocks the
 * client's calls as in the distribution. Answers SEFAZ's cStat and text and how many documents came.
 */
export async function fetchByKey(deps: DistributionDeps, clientId: string, accessKey: string, now: Date, log: Log) {
  const { db } = deps;
  const client = await clientToQuery(db, clientId);
  const signer = client && deps.services.sealer ? await openCertificate(db, deps.services.sealer, clientId) : null;
  if (!client || !signer) return { outcome: 'noCertificate' as const };
  const state = await db.selectFrom('brManifestDistribution').selectAll().where('clientId', '=', clientId).where('service', '=', 'nfe').executeTakeFirst();
  if (state?.cStat === BLOCKED && state.nextCallAt && state.nextCallAt > now.toISOString()) return { outcome: 'blocked' as const, nextCallAt: state.nextCallAt };
  const answer = await callSefaz(deps, 'nfe', signer, client.cnpj, { chNFe: accessKey });
  if (answer.cStat === FOUND) for (const doc of answer.documents) await route(deps, client, doc, now, log);
  await saveState(db, clientId, 'nfe', {
    lastNsu: state?.lastNsu ?? '000000000000000', maxNsu: state?.maxNsu ?? null, cStat: answer.cStat, reason: answer.reason, calledAt: now.toISOString(),
    nextCallAt: answer.cStat === BLOCKED ? new Date(now.getTime() + DISTRIBUTION_RULES.blockedWaitMs).toISOString() : state?.nextCallAt ?? null,
  });
  return { outcome: 'answered' as const, cStat: answer.cStat, reason: answer.reason, documents: answer.cStat === FOUND ? answer.documents.length : 0 };
}

/** The scheduled run (every 15 minutes, once across the instances): each client as far as its next call is due. */
export function distributionJob(deps: DistributionDeps): JobKind<any> {
  return defineJob({
    name: 'br.manifest.distribution',
    payload: Type.Object({}),
    retryLimit: 0,
    retryDelaySeconds: 60,
    handler: async (_payload, { log }) => {
      if (!deps.services.sefaz.distributing) return;
      log.info({ clients: await runDistribution(deps, new Date(), log) }, 'distribution run');
    },
  });
}
