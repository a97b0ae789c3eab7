import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { createTestApp, type TestApp } from '../test/test-app';

// Per-IP limits only mean something when a caller cannot choose its own address: X-Forwarded-For
// is believed only from the proxies TRUST_PROXY names.

const form = { name: 'Jane Doe', email: 'jane@school.example', subject: 'Hi', message: 'Tell me more.' };
const contact = (t: TestApp, headers: Record<string, string>, remoteAddress: string) =>
  t.app.inject({ method: 'PATCH', url: '/api/v2/send/contact', payload: form, headers, remoteAddress });

describe('client address', () => {
  describe('by default (no proxy trusted)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('ignores X-Forwarded-For, so rotating it does not escape the contact limit', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) {
        const res = await contact(t, { 'x-forwarded-for': `203.0.113.${i}` }, '10.1.1.1');
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(5);
      expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    });
  });

  describe('behind one trusted proxy hop', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    });
    afterAll(() => t.close());

    it('takes the address the trusted proxy forwarded, and only from that proxy', async () => {
      for (let i = 0; i < 5; i++) {
        expect((await contact(t, { 'x-forwarded-for': '198.51.100.7' }, '127.0.0.1')).statusCode).toBe(200);
      }
      expect((await contact(t, { 'x-forwarded-for': '198.51.100.7' }, '127.0.0.1')).statusCode).toBe(429);
      // Another client behind the same proxy has its own allowance.
      expect((await contact(t, { 'x-forwarded-for': '198.51.100.8' }, '127.0.0.1')).statusCode).toBe(200);
      // An untrusted peer's header is ignored: its own address counts.
      for (let i = 0; i < 5; i++) {
        expect((await contact(t, { 'x-forwarded-for': `192.0.2.${i}` }, '10.2.2.2')).statusCode).toBe(200);
      }
      expect((await contact(t, { 'x-forwarded-for': '192.0.2.99' }, '10.2.2.2')).statusCode).toBe(429);
    });
  });

  describe('limit memory', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({}, { rateLimitTrackedCallers: 3 });
    });
    afterAll(() => t.close());

    it('remembers a bounded number of callers, forgetting the least recently seen', async () => {
      for (let i = 0; i < 5; i++) expect((await contact(t, {}, '10.3.0.1')).statusCode).toBe(200);
      expect((await contact(t, {}, '10.3.0.1')).statusCode).toBe(429);
      // Three other callers push the first out of a map that holds three.
      for (const ip of ['10.3.0.2', '10.3.0.3', '10.3.0.4']) expect((await contact(t, {}, ip)).statusCode).toBe(200);
      expect((await contact(t, {}, '10.3.0.1')).statusCode).toBe(200);
    });
  });
});

describe('TRUST_PROXY', () => {
  const read = (value?: string) =>
    loadEnv({ JWT_SECRET: 'x'.repeat(32), ...(value === undefined ? {} : { TRUST_PROXY: value }) }).TRUST_PROXY;

  it('is off unless set, and takes a hop count or a list of addresses and CIDRs', () => {
    expect(read()).toBe(false);
    expect(read('off')).toBe(false);
    expect(read('2')).toBe(2);
    expect(read('10.0.0.0/8, 127.0.0.1,::1')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(read('on')).toBe(true);
  });

  it('refuses what is neither', () => {
    expect(() => read('everyone')).toThrow(/TRUST_PROXY/);
  });
});
