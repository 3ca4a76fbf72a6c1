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

  it('treats a blank social key or token as unset, and times upstream calls out after 5 s', () => {
    const config = loadConfig({ YOUTUBE_API_KEY: ' ', YOUTUBE_CHANNEL_ID: 'UCx', INSTAGRAM_ACCESS_TOKEN: '' });
    expect(config.social).toMatchObject({ youtubeApiKey: undefined, youtubeChannelId: 'UCx', timeoutMs: 5000 });
    expect(config.social.instagramAccessToken).toBeUndefined();
    expect(loadConfig({ SOCIAL_API_TIMEOUT_MS: '300' }).social.timeoutMs).toBe(300);
  });

  it('records at most 60 visits a minute per address unless told, and the packaged city database unless GEOIP_DB names one', () => {
    expect(loadConfig({})).toMatchObject({ visitRateLimit: 60, geoipDb: undefined });
    expect(loadConfig({ VISIT_RATE_LIMIT: '500', GEOIP_DB: ' ' })).toMatchObject({
      visitRateLimit: 500,
      geoipDb: undefined,
    });
    expect(loadConfig({ GEOIP_DB: '/srv/geo/city.mmdb' }).geoipDb).toBe('/srv/geo/city.mmdb');
  });

  it.each([
    ['SOCIAL_API_TIMEOUT_MS', 'soon'],
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['LEAGUE_TIMEZONE', 'Mars/Olympus_Mons'],
    ['SEED_DEMO', 'maybe'],
    ['TRUST_PROXY', 'sometimes'],
    ['SHOP_URL', 'javascript:alert(1)'],
    ['ADMIN_PASSWORD', 'abc'],
    ['VISIT_RATE_LIMIT', '0'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });
});
