import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startTracing, stopTracing, type Tracing } from './tracing';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: { stringValue?: string; intValue?: number | string } }[];
}

/**
 * A collector stand-in: an HTTP server that takes what a real OTLP/HTTP exporter sends to
 * /v1/traces (JSON, as the exporter encodes it) and keeps the spans.
 */
function collector() {
  const spans: OtlpSpan[] = [];
  const services = new Set<string>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces') {
        const sent = JSON.parse(body) as {
          resourceSpans: {
            resource: { attributes: OtlpSpan['attributes'] };
            scopeSpans: { spans: OtlpSpan[] }[];
          }[];
        };
        for (const r of sent.resourceSpans) {
          const name = r.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue;
          if (name) services.add(name);
          for (const s of r.scopeSpans) spans.push(...s.spans);
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return { server, spans, services };
}

const attr = (span: OtlpSpan, key: string) => {
  const v = span.attributes.find((a) => a.key === key)?.value;
  return v?.stringValue ?? (v?.intValue === undefined ? undefined : Number(v.intValue));
};

let t: TestApp;
let tracing: Tracing | null;
const sink = collector();

beforeAll(async () => {
  await new Promise<void>((resolve) => sink.server.listen(0, '127.0.0.1', resolve));
  const { port } = sink.server.address() as AddressInfo;
  expect(startTracing({})).toBeNull();
  tracing = startTracing({
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
    OTEL_SERVICE_NAME: 'markwell-test',
  });
  // Opened after tracing started: its statements are spans too.
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await stopTracing();
  await new Promise((resolve) => sink.server.close(resolve));
});

describe('traces over OTLP', () => {
  it('sends a span per request with its route and status, and its database statements beneath it', async () => {
    const res = await t.request('teacher', { method: 'GET', url: '/api/v2/me?probe=secret-search' });
    expect(res.statusCode).toBe(200);
    await tracing!.flush();
    expect(sink.services).toContain('markwell-test');
    const request = sink.spans.find((s) => s.name === 'request' && attr(s, 'http.route') === '/api/v2/me');
    expect(request).toBeDefined();
    expect(attr(request!, 'http.request.method')).toBe('GET');
    // the path only: a query string may hold what a teacher searched for
    expect(attr(request!, 'url.path')).toBe('/api/v2/me');
    const statements = sink.spans.filter((s) => s.traceId === request!.traceId && attr(s, 'db.system.name'));
    expect(statements.length).toBeGreaterThan(0);
    for (const s of statements) {
      expect(s.name).toMatch(/^[A-Z]+$/);
      // the SQL as written, with placeholders: never the values sent
      expect(String(attr(s, 'db.query.text'))).not.toContain('teacher@');
    }
    // every statement hangs under a span of this request's trace
    const ids = new Set(sink.spans.filter((s) => s.traceId === request!.traceId).map((s) => s.spanId));
    for (const s of statements) expect(ids.has(s.parentSpanId ?? '')).toBe(true);
  });

  it('answers a failed request with its status on the span', async () => {
    const res = await t.request('anonymous', { method: 'GET', url: '/api/v2/me' });
    expect(res.statusCode).toBe(401);
    await tracing!.flush();
    const request = sink.spans.filter((s) => s.name === 'request' && attr(s, 'http.route') === '/api/v2/me').at(-1)!;
    expect(attr(request, 'http.response.status_code')).toBe(401);
  });
});
