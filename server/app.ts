import path from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { loadConfig, type ServerConfig } from './config';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './db/database';
import { signingKeysOf } from './auth/signing-key';
import { SessionService } from './auth/session-service';
import { openBlobStore } from './storage/open-blob-store';
import { sweepStorage } from './storage/sweep';
import { housekeepingJobs, scheduleHousekeeping } from './housekeeping';
import { openJobQueue, silentJobLog, type JobLog } from './jobs/index';
import { installRequestIds, requestIdOf } from './http/request-id';
import { Mailer } from './mail/mailer';
import { runSeeds } from './seed/index';
import { refuseDemoAccountsInProduction } from './seed/demo-accounts';
import { underStartupLock } from './db/startup-lock';
import type { AppContext, RouteModule } from './http/context';
import type { App, TypeBoxTypeProvider } from './http/type-provider';
import { errorHandler } from './http/error-handler';
import { answerUnmatched, installAudit, installGuards } from './http/guards';
import { refuseNulCharacters, validatorFactory } from './http/validation';
import { serializerFactory } from './http/serialization';
import { RouteTable } from './http/route-table';
import { installSecurityHeaders } from './http/security';
import { installRateLimits } from './http/rate-limits';
import { RateCounters } from './http/rate-counters';
import { earlyAnswers } from './http/early-answers';
import { installAbuseLimits } from './http/limits';
import { installMetrics } from './http/metrics';
import { requestLogOptions } from './http/request-log';
import { installApiDocs } from './http/api-docs';
import { installPortal } from './http/portal-static';
import { firmPageHints } from './routes/theme';
import { installCompression } from './http/compression';
import { transportOptions } from './http/transport';
import { loadPortalConfig } from './http/portal-config';
import { routeModules } from './routes/index';
import { allowSimulatorFraming } from './routes/mobile-host-simulator';
import { loadFeatures, pluginIdsOfFeatures, type FeatureSet } from './features';
import { identityRoutes } from './identity/index';
import { openTracing, type Tracing } from './telemetry';

export interface BuildOptions {
  config?: Partial<ServerConfig>;
  /** Seed the demo data on a database that lacks it (default: config.demoData). */
  seed?: boolean;
  /** Extra route modules, e.g. a test's probe routes or the sign-in flows. */
  routes?: RouteModule[];
  /**
   * Serve only these of the variant's features (ids, e.g. "br.boxe"), for a test of one feature; all by default.
   * Every feature's migrations still run; of the seed steps, core's and theirs.
   */
  features?: readonly string[];
  /** Where the log's JSON lines go when config.logger is on (standard output by default): a test reads them. */
  logStream?: NodeJS.WritableStream;
}

export interface BuiltApp {
  app: App;
  ctx: AppContext;
  /** Every registered route and the access it declares. */
  routes: RouteTable;
  /** The features found (their migrations ran) and those the variant enables (their routes and seed). */
  features: FeatureSet;
  database: DatabaseHandle;
  /** Stops taking requests, lets in-flight ones finish, then closes the database. */
  close(): Promise<void>;
}

export const JSON_BODY_LIMIT = 1024 * 1024;

export async function buildApp(options: BuildOptions = {}): Promise<BuiltApp> {
  const config = loadConfig(options.config);
  // First: production without its configured keys stops here, before touching the database.
  const keys = await signingKeysOf(config);
  const database = openDatabase(config);
  // The queue's own failures (a handler's are recorded with its job) go to the server's log once it exists.
  let logJobError = (error: unknown) => console.error(error);
  let jobLog: JobLog = silentJobLog;
  const jobs = openJobQueue(database, config.jobPollMs, (error) => logJobError(error), () => jobLog);
  let tracing: Tracing | undefined;
  try {
    // registry.json decides which features this variant serves; every feature's migrations run regardless.
    const portalConfig = loadPortalConfig(config);
    const pluginIds = portalConfig.plugins.map((p) => p.id);
    const features = await loadFeatures(config.rootDir, options.features ? pluginIdsOfFeatures(options.features, pluginIds, config.variant) : pluginIds);
    const blobs = openBlobStore(config);
    await underStartupLock(database, async () => {
      await migrateToLatest(database.db, features.migrations);
      if (options.seed ?? config.demoData) await runSeeds(database.db, blobs, features.seedSteps);
    });
    await refuseDemoAccountsInProduction(database.db, config);
    await sweepStorage(database.db, blobs, features.all);
    const app = Fastify({
      // Request logs without secrets: token, code and state query values, share tokens, credentials in headers.
      logger: requestLogOptions(config.logger, options.logStream),
      // Request ids: a sane incoming X-Request-Id, else a new UUID (server/http/request-id.ts); logged as reqId.
      genReqId: requestIdOf,
      requestIdHeader: false,
      bodyLimit: JSON_BODY_LIMIT,
      // A backstop only: each request's body has its own deadline (seconds, minutes for an authenticated
      // upload; installAbuseLimits). Node checks these timeouts every connectionsCheckingInterval.
      requestTimeout: config.uploadTimeoutMs + 60_000,
      connectionTimeout: 0,
      keepAliveTimeout: 72_000,
      return503OnClosing: true,
      ...transportOptions(config),
      // request.ip: the socket's address, or the one the outermost trusted proxy saw (never a client's own X-Forwarded-For).
      trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
      schemaController: { compilersFactory: { buildValidator: validatorFactory, buildSerializer: serializerFactory } },
      // Above every path parameter's own maxLength, so an over-long one is a 400 naming it, not a 414.
      routerOptions: { maxParamLength: 256 },
      ...earlyAnswers(config.production),
      // The HTTP/2 server's request and reply are Node's compatibility API, the same shape as HTTP/1.1's.
    } as FastifyServerOptions).withTypeProvider<TypeBoxTypeProvider>() as App;
    app.server.headersTimeout = 30_000;
    // Before any route, so that every route's hooks and handler are traced (server/telemetry.ts); off unless configured.
    tracing = await openTracing(config);
    if (tracing) await app.register(tracing.plugin);
    logJobError = (error) => app.log.error({ err: error }, 'job queue');
    jobLog = app.log;
    installRequestIds(app);

    const mailer = new Mailer(database.db, database.kind, jobs, path.join(config.dataDir, 'outbox'), config.smtpUrl, config.mailFrom, config.mail);
    await jobs.define(mailer.job);
    const ctx: AppContext = {
      config,
      portal: portalConfig,
      db: database.db,
      dbKind: database.kind,
      sessions: new SessionService(database.db, keys, config.sessionTtlSeconds, config.storageTokenTtlSeconds),
      blobs,
      mailer,
      jobs,
      contributions: features.contributions,
    };

    const routes = RouteTable.install(app);
    // First, so request.cookies is read before any other hook (the simulator's framing, the page hints).
    await app.register(cookie);
    app.setErrorHandler(errorHandler);
    app.addHook('preHandler', refuseNulCharacters);
    await installApiDocs(app, config);
    await installSecurityHeaders(app, config.production);
    await installRateLimits(app, new RateCounters(database.db));
    if (!config.production) allowSimulatorFraming(app);
    await installCompression(app);
    installAbuseLimits(app, config);
    installMetrics(app, { token: config.metricsToken, pool: database.pool, jobs });
    await app.register(multipart, {
      // Larger file chunks: fewer hops between the parser, the hash and the disk on big uploads.
      fileHwm: 1 << 20,
      // One byte past the limit lets the upload route see the overflow and answer 413 itself.
      limits: { fileSize: config.maxUploadBytes + 1, files: 20, fields: 20, parts: 40, headerPairs: 100 },
    });
    installGuards(app, ctx);
    installAudit(app, ctx);
    for (const module of [...routeModules, ...features.routes, identityRoutes, ...(options.routes ?? [])]) {
      await app.register(async (scope) => module(scope as unknown as App, ctx));
    }
    const portalPage = await installPortal(app, config.distDir, portalConfig, (request) => firmPageHints(ctx, request));
    app.setNotFoundHandler((request, reply) => answerUnmatched(request, reply, ctx, routes, portalPage));
    await app.ready();
    await scheduleHousekeeping(jobs, housekeepingJobs(features.enabled, ctx, app.log));
    await jobs.work();

    let closed = false;
    return {
      app,
      ctx,
      routes,
      features,
      database,
      close: async () => {
        if (closed) return;
        closed = true;
        await app.close();
        await jobs.stop();
        await database.close();
        await tracing?.shutdown();
      },
    };
  } catch (error) {
    await jobs.stop();
    await database.close();
    await tracing?.shutdown();
    throw error;
  }
}
