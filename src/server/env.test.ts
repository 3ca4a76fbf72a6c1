import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      database: { kind: 'pglite', dataDir: './data' },
      admin: { username: 'admin', password: undefined },
      seedDemo: true,
      leagueTimezone: 'America/New_York',
      trustProxy: false,
    });
    expect(config.site.shopUrl).toMatch(/^https:/);
  });

  it('uses PostgreSQL when DATABASE_URL is set, without the demo unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' })).toMatchObject({
      database: { kind: 'postgres', url: 'postgres://u@h/db' },
      seedDemo: false,
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: '' }).database.kind).toBe('pglite');
  });

  it('hides a link whose URL is set blank', () => {
    expect(loadConfig({ SHOP_URL: '' }).site.shopUrl).toBeNull();
    expect(loadConfig({ INSTAGRAM_URL: 'https://example.com/x' }).site.instagramUrl).toBe('https://example.com/x');
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['LEAGUE_TIMEZONE', 'Mars/Olympus_Mons'],
    ['SEED_DEMO', 'maybe'],
    ['TRUST_PROXY', 'sometimes'],
    ['SHOP_URL', 'javascript:alert(1)'],
    ['ADMIN_PASSWORD', 'abc'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });
});
