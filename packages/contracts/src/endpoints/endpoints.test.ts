/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Endpoint } from '../endpoint';

const modules = import.meta.glob<Record<string, Record<string, Endpoint>>>(['./*.ts', '!./*.test.ts'], {
  eager: true,
});
interface Declared {
  file: string;
  name: string;
  endpoint: Endpoint;
}
const endpoints: Declared[] = Object.entries(modules).flatMap(([file, exports]) =>
  Object.values(exports).flatMap((group) =>
    Object.entries(group).map(([name, endpoint]) => ({ file, name, endpoint })),
  ),
);
const label = ({ file, name, endpoint }: Declared) => `${file} ${name}: ${endpoint.method} ${endpoint.path}`;

describe('the declared endpoints', () => {
  it('are found', () => {
    expect(endpoints.length).toBeGreaterThan(0);
  });

  it('each parse exactly the :names of their path as params', () => {
    const mismatched = endpoints.filter(({ endpoint }) => {
      const inPath = [...endpoint.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]).sort();
      const parsed = endpoint.params instanceof z.ZodObject ? Object.keys(endpoint.params.shape).sort() : [];
      return JSON.stringify(inPath) !== JSON.stringify(parsed);
    });
    expect(mismatched.map(label)).toEqual([]);
  });

  it('are each declared once (no two share a method and path)', () => {
    const seen = new Map<string, string>();
    const twice = endpoints.filter((e) => {
      const key = `${e.endpoint.method} ${e.endpoint.path}`;
      if (seen.has(key)) return true;
      seen.set(key, label(e));
      return false;
    });
    expect(twice.map(label)).toEqual([]);
  });

  it('each answer something on success', () => {
    const silent = endpoints.filter(({ endpoint }) =>
      Object.keys(endpoint.responses).every((status) => Number(status) < 200 || Number(status) > 299),
    );
    expect(silent.map(label)).toEqual([]);
  });
});
