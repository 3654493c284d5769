import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import type { ServerConfig } from './config';
import { redactUrl } from './http/request-log';

/** Tracing of one server: the plugin that makes each request a span, and the exporter's last flush. */
export interface Tracing {
  plugin: FastifyPluginCallback;
  /** Exports the spans still buffered and stops. */
  shutdown(): Promise<void>;
}

/** A request's span name: its method and the route pattern it matched, never the path (ids, tokens) itself. */
export const spanNameOf = (request: FastifyRequest) =>
  request.routeOptions.url ? `${request.method} ${request.routeOptions.url}` : request.method;

/**
 * OpenTelemetry tracing when an OTLP endpoint is configured (OTEL_EXPORTER_OTLP_ENDPOINT or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, server/settings.ts): each request is a span (@fastify/otel, its hooks and
 * handler child spans), batched and sent over OTLP/HTTP (JSON) by the OpenTelemetry Node SDK. Without an endpoint
 * this answers undefined and none of those modules is even loaded: tracing off costs nothing.
 *
 * Incoming W3C `traceparent` headers continue the caller's trace. The span carries the route pattern
 * (`http.route`), the path with its secrets redacted (`url.path`, as in the request log) and the request id
 * (`portico.request_id`), which links it to the log lines of the request and of the jobs it queued.
 */
export async function openTracing(config: Pick<ServerConfig, 'tracing' | 'version' | 'instanceId'>): Promise<Tracing | undefined> {
  if (!config.tracing) return undefined;
  const [{ FastifyOtelInstrumentation }, { NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] = await Promise.all([
    import('@fastify/otel'),
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': config.tracing.serviceName,
      'service.version': config.version,
      'service.instance.id': config.instanceId,
    }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: config.tracing.url }))],
  });
  // The context manager (AsyncLocalStorage) and the W3C propagator, process-wide; the spans of this server go to
  // its own provider (a second server in one process, as in the tests, leaves the first registration in place).
  provider.register();
  const instrumentation = new FastifyOtelInstrumentation({
    requestHook: (span, request) => {
      span.updateName(spanNameOf(request));
      span.setAttribute('url.path', redactUrl(request.url.split('?')[0] ?? '/'));
      span.setAttribute('portico.request_id', request.id);
    },
  });
  instrumentation.setTracerProvider(provider);
  return {
    plugin: instrumentation.plugin(),
    shutdown: async () => {
      instrumentation.disable();
      await provider.shutdown();
    },
  };
}
