import { describe, expect, it } from 'vitest';
import { productionDemoWarning } from './seed/demo-accounts';
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

  it('asked for in production, prints a warning at start; never otherwise', () => {
    expect(productionDemoWarning(env({ NODE_ENV: 'production', DEMO_DATA: 'on' }))).toMatch(
      /^WARNING: DEMO_DATA=on in production: the demo accounts .* can sign in/,
    );
    expect(productionDemoWarning(env({ NODE_ENV: 'production' }))).toBeNull();
    expect(productionDemoWarning(env({}))).toBeNull();
  });
});

describe('the test identity provider', () => {
  it('is off unless asked for, and refused in production', () => {
    expect(env({}).devOidcProvider).toBe(false);
    expect(env({ DEV_OIDC_PROVIDER: '1' }).devOidcProvider).toBe(true);
    expect(env({ DEV_OIDC_PROVIDER: 'on', DEV_OIDC_PORT: '4100' })).toMatchObject({
      devOidcProvider: true,
      DEV_OIDC_PORT: 4100,
    });
    expect(() => env({ NODE_ENV: 'production', DEV_OIDC_PROVIDER: '1' })).toThrow(
      /DEV_OIDC_PROVIDER.*refused in production/,
    );
    expect(env({ NODE_ENV: 'production', DEV_OIDC_PROVIDER: 'off' }).devOidcProvider).toBe(false);
  });
});

describe('site URL', () => {
  it('is PUBLIC_URL without its trailing slash, else http://localhost:PORT', () => {
    expect(env({ PUBLIC_URL: 'https://markwell.example/' }).siteUrl).toBe('https://markwell.example');
    expect(env({ PORT: '8080' }).siteUrl).toBe('http://localhost:8080');
  });
});
