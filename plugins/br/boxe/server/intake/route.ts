import type { FastifyRequest } from 'fastify';
import { badRequest, type RouteModule, serve } from '@portico/plugin-server';
import { BOXE_INTAKE_LIMITS, ENDPOINTS } from '../../contract';
import { boxeDb } from '../tables';
import { intakeFiscalFiles, type IntakeFile, type IntakeResult } from './intake';
import { notifyIntakeRefusals } from './notify-refusals';

/**
 * The request's "file" parts, each read up to the part limit; a larger one is cut short and answered on its own
 * (too large) while the others go on.
 */
async function readParts(request: FastifyRequest): Promise<{ files: IntakeFile[]; tooLarge: string[] }> {
  const files: IntakeFile[] = [];
  const tooLarge: string[] = [];
  const parts = request.files({ limits: { fileSize: BOXE_INTAKE_LIMITS.partBytes, files: BOXE_INTAKE_LIMITS.files }, throwFileSizeLimit: false });
  for await (const part of parts) {
    const content = await part.toBuffer();
    const name = part.filename.normalize('NFC').slice(0, 200);
    if (part.file.truncated) tooLarge.push(name);
    else files.push({ name, content });
  }
  return { files, tooLarge };
}

/** The firm's intake: the guard has checked that the client is one of the caller's firm (staff or its API key). */
export const intakeRoutes: RouteModule = (app, ctx) => {
  const db = boxeDb(ctx.db);
  serve(app, ENDPOINTS.postBoxeIntake, { config: { accepts: ['multipart/form-data'] } }, async (request) => {
    const { files, tooLarge } = await readParts(request);
    if (files.length + tooLarge.length === 0) throw badRequest('NO_FILES', 'The request carried no file');
    const refused: IntakeResult[] = tooLarge.map((fileName) => ({ fileName, outcome: 'refused', code: 'BOXE_INTAKE_TOO_LARGE' }));
    const results = [...refused, ...(await intakeFiscalFiles(db, request.params.clientId, files))];
    await notifyIntakeRefusals(ctx, request.params.clientId, results, new Date(), request.log);
    return { results };
  });
};
