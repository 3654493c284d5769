import type { FastifyRequest } from 'fastify';
import { featureErrors, principalOf, type RouteModule, sendAttachment, serve, staffOf, verifyPassword, type SomeDb } from '@portico/plugin-server';
import { readPdfUpload } from '../../documents/server';
import { clientTaskAccess, CLIENTS_TURN, moveTask } from '../../tasks/server';
import { E_SIGNATURE_KIND, ENDPOINTS, ESIGN_ERROR_CODES, MAX_SIGN_PDF_BYTES, type Signature } from '../contract';
import { eSignatureKind } from './kind';
import { loadSigningCertificate, type SigningCertificate } from './certificate';
import { clientPdf, contactsOf, createSignature, mayActNow, pdfsOf, recordSignature, requestRow, signersOf, signerView, uploadFolderOf } from './signatures';
import { esignDb } from './tables';

const errors = featureErrors(ESIGN_ERROR_CODES);
type SignaturePath = { params: { clientId: string; taskId: string } };

/**
 * The e-signature's routes: the client's (access 'session', the guard has checked :clientId) and the firm's (access
 * 'staff', a client of the caller's firm). Core's guard audits every write.
 */
export const esignRoutes: RouteModule = (app, ctx) => {
  const db = ctx.db;
  // Read (or, the first time in a data folder, made) when the first signature seals, once per server: not at
  // start-up, where every server (each test's too) would pay for a key most never use.
  let certificate: SigningCertificate | undefined;
  const signingCertificate = () => (certificate ??= loadSigningCertificate(ctx.config.dataDir));

  const taskRow = async (clientId: string, taskId: string) => {
    const row = await esignDb(db).selectFrom('commonTasks').selectAll().where('id', '=', taskId).where('clientId', '=', clientId).executeTakeFirst();
    if (!row || row.kind !== E_SIGNATURE_KIND) throw errors.notFound('TASK_NOT_FOUND', 'No such e-signature');
    return row;
  };
  /** The task as the caller sees it: with its progress, the signers, and whether this user may sign now. */
  const view = async (on: SomeDb, clientId: string, taskId: string, userId: string | null): Promise<Signature> => {
    const row = await taskRow(clientId, taskId);
    const [request, signers, progress] = await Promise.all([requestRow(on, taskId), signersOf(on, taskId), eSignatureKind.progress(on, [taskId])]);
    const signedDoc = request.signedDocumentId
      ? await esignDb(on).selectFrom('documents').select(['id', 'name']).where('id', '=', request.signedDocumentId).executeTakeFirst() : undefined;
    return {
      task: { ...row, progress: progress.get(taskId)! },
      documentName: request.documentName, sha256: request.sha256, inOrder: request.inOrder === 1,
      signers: signers.map(signerView),
      signed: signedDoc && request.signedSha256 ? { documentId: signedDoc.id, name: signedDoc.name, sha256: request.signedSha256 } : null,
      canSign: userId !== null && CLIENTS_TURN.includes(row.state) && mayActNow(signers, userId, request.inOrder === 1) === null,
    };
  };
  /** The client's e-signature: hidden with the tasks or by ClientCenterHideEsignTask (not found then). */
  const clientTask = async (request: FastifyRequest & SignaturePath) => {
    const { hiddenKinds } = await clientTaskAccess(db, principalOf(request));
    if (hiddenKinds.includes(E_SIGNATURE_KIND)) throw errors.notFound('TASK_NOT_FOUND', 'No such e-signature');
    return taskRow(request.params.clientId, request.params.taskId);
  };
  /** A signer's own move: not in a preview, only theirs, only while the task is with the client. */
  const signerMove = async (request: FastifyRequest & SignaturePath) => {
    const principal = principalOf(request);
    if (principal.preview) throw errors.forbidden('PREVIEW_CANNOT_SIGN', 'A preview signs nothing');
    const row = await clientTask(request);
    if (!CLIENTS_TURN.includes(row.state)) throw errors.conflict('TASK_NOT_EDITABLE', 'The task is with the firm or closed');
    const request_ = await requestRow(db, row.id);
    const refusal = mayActNow(await signersOf(db, row.id), principal.effectiveUserId, request_.inOrder === 1);
    if (refusal === 'NOT_A_SIGNER') throw errors.forbidden(refusal, 'You are not asked to sign this document');
    if (refusal) throw errors.conflict(refusal, 'You cannot sign this now');
    return { row, userId: principal.effectiveUserId };
  };
  const pdfOf = async (taskId: string) => {
    const request = await requestRow(db, taskId);
    if (!request.signedDocumentId) return { name: request.documentName, content: request.content };
    const sealed = await clientPdf(ctx, (await esignDb(db).selectFrom('commonTasks').select('clientId').where('id', '=', taskId).executeTakeFirstOrThrow()).clientId, request.signedDocumentId);
    return { name: sealed.name, content: sealed.content };
  };

  serve(app, ENDPOINTS.getSignature, async (request) => {
    await clientTask(request);
    return view(db, request.params.clientId, request.params.taskId, principalOf(request).effectiveUserId);
  });

  serve(app, ENDPOINTS.getSignatureDocument, async (request, reply) => {
    const row = await clientTask(request);
    const pdf = await pdfOf(row.id);
    return sendAttachment(reply, { name: pdf.name, mimeType: 'application/pdf', size: pdf.content.length }, pdf.content);
  });

  serve(app, ENDPOINTS.postSignatureSign, async (request) => {
    const { row, userId } = await signerMove(request);
    // A fresh authentication: the signer's password again, whatever the session's age.
    const user = await esignDb(db).selectFrom('users').select('passwordHash').where('id', '=', userId).executeTakeFirstOrThrow();
    if (!(await verifyPassword(request.body.password, user.passwordHash))) throw errors.forbidden('PASSWORD_INCORRECT', 'The password is not right');
    const evidence = { typedName: request.body.typedName.trim(), ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500), now: new Date() };
    await recordSignature(ctx, signingCertificate(), row, userId, evidence);
    return view(db, row.clientId, row.id, userId);
  });

  serve(app, ENDPOINTS.postSignatureDecline, async (request) => {
    const { row, userId } = await signerMove(request);
    await esignDb(db).transaction().execute(async (trx) => {
      await trx.updateTable('commonEsignSigners').set({ state: 'declined', declinedReason: request.body.reason.trim() })
        .where('taskId', '=', row.id).where('userId', '=', userId).execute();
      // A refusal is the firm's to answer: send the task back to the signers, or cancel it.
      await moveTask(trx, row.clientId, row.id, 'in_progress', 'submitted');
    });
    return view(db, row.clientId, row.id, userId);
  });

  serve(app, ENDPOINTS.getStaffSigningOptions, async (request) => ({
    documents: await pdfsOf(db, request.params.clientId),
    contacts: await contactsOf(db, request.params.clientId),
  }));

  serve(app, ENDPOINTS.postStaffSignature, async (request, reply) => {
    const { clientId } = request.params;
    const pdf = await clientPdf(ctx, clientId, request.body.documentId);
    const taskId = await esignDb(db).transaction().execute((trx) => createSignature(trx, clientId, staffOf(request).userId, request.body, pdf));
    return reply.code(201).send(await view(db, clientId, taskId, null));
  });

  serve(app, ENDPOINTS.postStaffSignatureUpload, { config: { accepts: ['multipart/form-data'] } }, async (request, reply) => {
    const { clientId } = request.params;
    const upload = await readPdfUpload(request, MAX_SIGN_PDF_BYTES);
    const { signerIds, ...rest } = request.query;
    const pdf = { name: upload.fileName, content: upload.content, containerId: await uploadFolderOf(db, clientId) };
    const taskId = await esignDb(db).transaction().execute((trx) => createSignature(trx, clientId, staffOf(request).userId, { ...rest, signerIds: [...new Set(signerIds.split(','))] }, pdf));
    return reply.code(201).send(await view(db, clientId, taskId, null));
  });

  serve(app, ENDPOINTS.getStaffSignature, async (request) => view(db, request.params.clientId, request.params.taskId, null));

  serve(app, ENDPOINTS.getStaffSignatureDocument, async (request, reply) => {
    const row = await taskRow(request.params.clientId, request.params.taskId);
    const pdf = await pdfOf(row.id);
    return sendAttachment(reply, { name: pdf.name, mimeType: 'application/pdf', size: pdf.content.length }, pdf.content);
  });
};
