import FastifyOtelInstrumentation from '@fastify/otel';
import { SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME, ATTR_URL_PATH } from '@opentelemetry/semantic-conventions';
import type { FastifyInstance } from 'fastify';

// OpenTelemetry traces of requests (@fastify/otel) and of the database statements each one runs,
// sent over OTLP/HTTP to the collector at OTEL_EXPORTER_OTLP_ENDPOINT. Off unless it is set: then
// nothing is wrapped and nothing is sent. Spans carry the route, method, status and the SQL text
// as the app wrote it (placeholders, never the values): no personal data leaves in a trace.

/** The tracing of this process, once started. */
export interface Tracing {
  /** Sends the spans ended so far. */
  flush(): Promise<void>;
  /** Sends what is left and stops. */
  shutdown(): Promise<void>;
}

let started: Tracing | null = null;

/** Whether this process traces (started with an endpoint). */
export const tracingOn = (): boolean => started !== null;

/**
 * Starts tracing when `OTEL_EXPORTER_OTLP_ENDPOINT` is set (OTLP/HTTP, spans to `<endpoint>/v1/traces`,
 * the service named by `OTEL_SERVICE_NAME`, default markwell); null otherwise. Call it before the
 * database is opened and the app built: both look at it to add their spans.
 */
export function startTracing(env: Record<string, string | undefined> = process.env): Tracing | null {
  if (started) return started;
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (!endpoint) return null;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: env.OTEL_SERVICE_NAME?.trim() || 'markwell' }),
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` })),
    ],
  });
  provider.register();
  started = {
    flush: () => provider.forceFlush(),
    shutdown: async () => {
      started = null;
      await provider.shutdown();
      trace.disable();
    },
  };
  return started;
}

/** Sends the spans left and stops tracing (at shutdown); nothing when it is off. */
export async function stopTracing(): Promise<void> {
  await started?.shutdown();
}

/** A span per request (route, method, status; the path without its query, which may hold a search). */
export async function traceRequests(app: FastifyInstance): Promise<void> {
  if (!tracingOn()) return;
  const instrumentation = new FastifyOtelInstrumentation({
    requestHook: (span, request) => span.setAttribute(ATTR_URL_PATH, request.url.split('?')[0] ?? ''),
  });
  await app.register(instrumentation.plugin());
}

const tracer = () => trace.getTracer('markwell-database');

/** The statement's SQL, from the forms the drivers take: a string or `{ text }` / `{ sql }`. */
function statementOf(query: unknown): string {
  if (typeof query === 'string') return query;
  if (query && typeof query === 'object') {
    const q = query as { text?: unknown; sql?: unknown };
    if (typeof q.text === 'string') return q.text;
    if (typeof q.sql === 'string') return q.sql;
  }
  return '';
}

/** The span's name: the statement's first word (SELECT, INSERT, WITH…), as the conventions ask. */
const operationOf = (statement: string) => /^\s*([a-z]+)/i.exec(statement)?.[1]?.toUpperCase() ?? 'QUERY';

function ended<T>(span: Span, result: Promise<T>): Promise<T> {
  return result.then(
    (value) => {
      span.end();
      return value;
    },
    (error: unknown) => {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error)?.message });
      span.end();
      throw error;
    },
  );
}

/**
 * Wraps the statement methods of a driver object (a pooled pg client's `query`, PGlite's `query`
 * and `exec`) so each promise-form call is a client span under the current request's. Callback
 * and streaming forms go through untouched. A no-op while tracing is off.
 */
export function traceStatements(target: object, methods: readonly string[], system: string): void {
  if (!tracingOn()) return;
  const holder = target as Record<string, unknown>;
  for (const name of methods) {
    const original = holder[name];
    if (typeof original !== 'function') continue;
    const call = original.bind(target) as (...args: unknown[]) => unknown;
    holder[name] = (...args: unknown[]) => {
      const first = args[0] as { submit?: unknown } | undefined;
      if (typeof args[args.length - 1] === 'function' || typeof first?.submit === 'function') return call(...args);
      const statement = statementOf(args[0]);
      const span = tracer().startSpan(operationOf(statement), {
        kind: SpanKind.CLIENT,
        attributes: { 'db.system.name': system, 'db.query.text': statement },
      });
      try {
        return ended(span, Promise.resolve(call(...args)));
      } catch (error) {
        span.end();
        throw error;
      }
    };
  }
}
