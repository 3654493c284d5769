import { featureErrors, isTimeZone, serve, staffOf, variantTimeZone, type RouteModule } from '@portico/plugin-server';
import {
  ENDPOINTS, FIRM_SETTINGS_API, FIRM_SETTINGS_ERROR_CODES, MAX_IMAGE_BYTES, type FirmQuotasInput, type ImageSlot, type ImageType, type SupportSettings,
} from '../contract';
import { imageSize } from './image-size';
import { readQuotas, readSupport, writeSettings } from './settings-store';
import { firmSettingsDb } from './tables';
import { readTheme, updateTheme } from './theme-store';

const errors = featureErrors(FIRM_SETTINGS_ERROR_CODES);

/** The header's logo is drawn 40 px high (as the generated one) and at most 240 px wide. */
function logoBox(width: number, height: number) {
  const scale = Math.min(40 / height, 240 / width);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The public address of an image; the version changes with each upload, so it may be cached for long. */
const imageUrl = (firmId: number, slot: ImageSlot, version: string) =>
  `${FIRM_SETTINGS_API.publicImage.replace(':firmId', String(firmId)).replace(':slot', slot)}?v=${Date.parse(version)}`;

/**
 * The firm's settings, for its administrators ('firm-admin'; every write audited by core's guard). No route
 * names a firm: each acts on the caller's own (staffOf), so one firm's administrator cannot reach another's.
 */
export const firmSettingsRoutes: RouteModule = (app, ctx) => {
  const db = firmSettingsDb(ctx.db);

  const defaultTimeZone = variantTimeZone(ctx);
  serve(app, ENDPOINTS.getFirmTheme, async (request) => readTheme(ctx.db, staffOf(request).firmId, defaultTimeZone));
  serve(app, ENDPOINTS.putFirmTheme, async (request) => {
    const { timeZone } = request.body;
    if (timeZone && !isTimeZone(timeZone)) throw errors.badRequest('TIME_ZONE_UNKNOWN', `${timeZone} is not a time zone this server knows`, ['timeZone']);
    return updateTheme(ctx.db, staffOf(request).firmId, defaultTimeZone, request.body);
  });

  serve(app, ENDPOINTS.putFirmThemeImage, async (request) => {
    const { firmId } = staffOf(request);
    const { slot } = request.params;
    const contentType: ImageType = request.body.contentType;
    const bytes = Buffer.from(request.body.data, 'base64');
    const size = bytes.length <= MAX_IMAGE_BYTES ? imageSize(contentType, bytes) : null;
    if (!size) throw errors.badRequest('IMAGE_INVALID', `The ${slot} must be a ${contentType} image of at most ${MAX_IMAGE_BYTES} bytes`, ['data']);
    const updatedAt = new Date().toISOString();
    await db.insertInto('firmSettingsImages').values({ firmId, slot, contentType, bytes, updatedAt })
      .onConflict((oc) => oc.columns(['firmId', 'slot']).doUpdateSet({ contentType, bytes, updatedAt })).execute();
    const url = imageUrl(firmId, slot, updatedAt);
    return updateTheme(ctx.db, firmId, defaultTimeZone, slot === 'logo' ? { logoImage: { url, ...logoBox(size.width, size.height) } } : { bannerImage: url });
  });

  serve(app, ENDPOINTS.deleteFirmThemeImage, async (request) => {
    const { firmId } = staffOf(request);
    const { slot } = request.params;
    await db.deleteFrom('firmSettingsImages').where('firmId', '=', firmId).where('slot', '=', slot).execute();
    return updateTheme(ctx.db, firmId, defaultTimeZone, slot === 'logo' ? { logoImage: null } : { bannerImage: null });
  });

  serve(app, ENDPOINTS.getFirmThemeImage, async (request, reply) => {
    const image = await db.selectFrom('firmSettingsImages').select(['contentType', 'bytes'])
      .where('firmId', '=', request.params.firmId).where('slot', '=', request.params.slot).executeTakeFirst();
    if (!image) throw errors.notFound('NOT_FOUND', 'No such image');
    // The address carries the upload's version: a new upload is a new address.
    return reply.type(image.contentType).header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff').send(image.bytes);
  });

  serve(app, ENDPOINTS.getFirmSupport, async (request) => readSupport(ctx.db, staffOf(request).firmId));
  serve(app, ENDPOINTS.putFirmSupport, async (request) => {
    const settings: SupportSettings = request.body;
    await writeSettings(ctx.db, staffOf(request).firmId, { support: settings });
    return settings;
  });

  const server = { clientQuotaBytes: ctx.config.clientQuotaBytes };
  serve(app, ENDPOINTS.getFirmQuotas, async (request) => ({ ...await readQuotas(ctx.db, staffOf(request).firmId), server }));
  serve(app, ENDPOINTS.putFirmQuotas, async (request) => {
    const quotas: FirmQuotasInput = request.body;
    if (quotas.clientQuotaBytes !== null && quotas.clientQuotaBytes > server.clientQuotaBytes) {
      throw errors.badRequest('QUOTA_ABOVE_SERVER', `A client company's storage is at most the server's ${server.clientQuotaBytes} bytes`, ['clientQuotaBytes']);
    }
    await writeSettings(ctx.db, staffOf(request).firmId, { quotas });
    return { ...quotas, server };
  });
};
