import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

const env = (settings: Record<string, string>) => loadEnv({ JWT_SECRET: 'x'.repeat(32), ...settings });

describe('demo data', () => {
  it('is seeded by default outside production, for a newcomer trying npm start', () => {
    expect(env({}).demoData).toBe(true);
    expect(env({ NODE_ENV: 'development' }).demoData).toBe(true);
  });

  it('is off in production unless asked for explicitly', () => {
    expect(env({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(env({ NODE_ENV: 'production', DEMO_DATA: 'on' }).demoData).toBe(true);
    expect(env({ DEMO_DATA: 'off' }).demoData).toBe(false);
  });
});

describe('site URL', () => {
  it('is PUBLIC_URL without its trailing slash, else http://localhost:PORT', () => {
    expect(env({ PUBLIC_URL: 'https://markwell.example/' }).siteUrl).toBe('https://markwell.example');
    expect(env({ PORT: '8080' }).siteUrl).toBe('http://localhost:8080');
  });
});
