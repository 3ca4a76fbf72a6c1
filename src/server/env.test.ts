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

  it("starts a site that loads the demo league with the demo's links and headline, and a league's own install with none", () => {
    expect(loadConfig({ SEED_DEMO: 'true' }).site).toMatchObject({
      shopUrl: 'https://shop.cityhoopsleague.example',
      instagramUrl: 'https://www.instagram.com/cityhoopsleague',
      youtubeUrl: 'https://www.youtube.com/@cityhoopsleague',
      adHeadline: 'Fall 2025 Season presented by Riverside Sports',
    });
    expect(loadConfig({ SEED_DEMO: 'false' }).site).toMatchObject({
      shopUrl: null,
      instagramUrl: null,
      youtubeUrl: null,
      adHeadline: '',
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).site.adHeadline).toBe('');
    // The environment's own values, in either case.
    expect(
      loadConfig({ SEED_DEMO: 'false', AD_HEADLINE: 'Winter 2027', SHOP_URL: 'https://shop.example' }).site,
    ).toMatchObject({
      adHeadline: 'Winter 2027',
      shopUrl: 'https://shop.example',
    });
    expect(loadConfig({ SEED_DEMO: 'true', SHOP_URL: '' }).site.shopUrl).toBeNull();
  });

  it('hides a link whose URL is set blank', () => {
    expect(loadConfig({ SHOP_URL: '' }).site.shopUrl).toBeNull();
    expect(loadConfig({ INSTAGRAM_URL: 'https://example.com/x' }).site.instagramUrl).toBe('https://example.com/x');
  });

  it('gives the first start its settings: contact, fee, logo, and where mail goes', () => {
    expect(loadConfig({}).site).toMatchObject({
      contactEmail: 'info@cityhoopsleague.example',
      contactPhone: null,
      captainFeeCents: 230_000,
      logoUrl: null,
      weeklyReminders: false,
    });
    const config = loadConfig({
      CONTACT_EMAIL: 'desk@hoops.example',
      CONTACT_PHONE: '212 555 0100',
      CAPTAIN_FEE: '1999.99',
      LOGO_URL: 'https://cdn.hoops.example/logo.png',
      SITE_NAME: 'Harbor Hoops',
    });
    expect(config.site).toMatchObject({
      contactEmail: 'desk@hoops.example',
      contactPhone: '(212) 555-0100',
      captainFeeCents: 199_999,
      logoUrl: 'https://cdn.hoops.example/logo.png',
    });
    expect(config.mail).toEqual({ smtpUrl: undefined, from: 'Harbor Hoops <desk@hoops.example>' });
    expect(loadConfig({ SMTP_URL: 'smtp://mail:25', MAIL_FROM: 'League <no-reply@hoops.example>' }).mail).toEqual({
      smtpUrl: 'smtp://mail:25',
      from: 'League <no-reply@hoops.example>',
    });
  });

  it('seals settings with SETTINGS_KEY; unset, with a key file in DATA_DIR on PGlite, and none on PostgreSQL', () => {
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ SETTINGS_KEY: hex }).settingsKey).toEqual({ kind: 'given', key: Buffer.from(hex, 'hex') });
    expect(loadConfig({ DATA_DIR: '/var/league' }).settingsKey).toEqual({
      kind: 'file',
      path: '/var/league/settings.key',
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://db/league' }).settingsKey).toEqual({ kind: 'none' });
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
    ['CONTACT_EMAIL', 'nobody'],
    ['CAPTAIN_FEE', '-1'],
    ['LOGO_URL', 'file:///etc/passwd'],
    ['SMTP_URL', 'http://mail.example'],
    ['SETTINGS_KEY', 'correct horse battery staple'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });
});

describe('TRUST_PROXY', () => {
  it.each(['false', '0', 'no', '', ' FALSE '])('trusts no proxy for %j', (value) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(false);
  });

  it('takes a number as the count of proxies in front of the server', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: ' 10 ' }).trustProxy).toBe(10);
  });

  it("takes a list of the proxies' addresses and ranges, IPv4 and IPv6, or the named ranges", () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8 , ::1, 2001:DB8::/32' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
      '::1',
      '2001:db8::/32',
    ]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2' }).trustProxy).toEqual(['10.0.0.2']);
    expect(loadConfig({ TRUST_PROXY: 'loopback,linklocal,uniquelocal' }).trustProxy).toEqual([
      'loopback',
      'linklocal',
      'uniquelocal',
    ]);
  });

  it.each(['true', 'TRUE', 'yes'])('refuses %s, saying it would let any client choose its own address', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      /^Invalid configuration:\n {2}TRUST_PROXY: true would trust every hop, so any client could choose its own address; must be false, the number of proxies/,
    );
  });

  it.each([
    'sometimes',
    '11',
    '-1',
    '1.5',
    '10.0.0.0/33',
    'fd00::/129',
    '10.0.0.0/8/8',
    '10.0.0.0/',
    '10.0.0.0/255.0.0.0',
    '300.0.0.1',
    '10.0.0.1,',
    '10.0.0.1,true',
    'localhost',
    'proxy.example.org',
  ])('refuses %j, saying what it takes', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      /^Invalid configuration:\n {2}TRUST_PROXY: must be false, the number of proxies in front of the server \(such as 1\), or their addresses/,
    );
  });

  it.each(['0.0.0.0/0', '::/0', '10.0.0.0/8, ::/0', '0.0.0.0/00'])('refuses %j, a range of every address', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      /^Invalid configuration:\n {2}TRUST_PROXY: a \/0 range holds every address, so any client could choose its own address; must be false/,
    );
  });
});

describe('PUBLIC_ORIGIN', () => {
  it('is the listening address when unset, and says so', () => {
    expect(loadConfig({})).toMatchObject({ publicOrigin: 'http://127.0.0.1:3000', publicOriginIsDefault: true });
    expect(loadConfig({ PORT: '8080' }).publicOrigin).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ PUBLIC_ORIGIN: ' ' }).publicOriginIsDefault).toBe(true);
  });

  it('names localhost, not the wildcard address, when the server listens on every interface', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).publicOrigin).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '::' }).publicOrigin).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '::1', PORT: '8080' }).publicOrigin).toBe('http://[::1]:8080');
    expect(loadConfig({ HOST: 'league.internal' }).publicOrigin).toBe('http://league.internal:3000');
  });

  it('keeps scheme, host and port, without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://league.example.org/' })).toMatchObject({
      publicOrigin: 'https://league.example.org',
      publicOriginIsDefault: false,
    });
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://league.example.org' }).publicOrigin).toBe('https://league.example.org');
    expect(loadConfig({ PUBLIC_ORIGIN: ' https://League.Example.org:8443 ' }).publicOrigin).toBe(
      'https://league.example.org:8443',
    );
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://league.example.org:443' }).publicOrigin).toBe(
      'https://league.example.org',
    );
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://127.0.0.1:3000' }).publicOrigin).toBe('http://127.0.0.1:3000');
  });

  it.each([
    'https://league.example.org/league',
    'https://league.example.org/league/',
    'https://league.example.org/?page=1',
    'https://league.example.org?page=1',
    'https://league.example.org/#top',
    'ftp://league.example.org',
    'javascript:alert(1)',
    'league.example.org',
    '//league.example.org',
    'https://user:secret@league.example.org',
    'https://user@league.example.org',
  ])("refuses %j, saying it must be the site's address with no path", (value) => {
    expect(() => loadConfig({ PUBLIC_ORIGIN: value })).toThrow(
      /^Invalid configuration:\n {2}PUBLIC_ORIGIN: must be the site's address, such as https:\/\/league.example.org \(no path, no user name\)/,
    );
  });
});

describe('timeouts and limits', () => {
  it('gives a client 15 s to send a request and lets a connection stay silent 20 s, unless told', () => {
    expect(loadConfig({})).toMatchObject({ requestTimeoutMs: 15_000, connectionTimeoutMs: 20_000 });
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '1000', CONNECTION_TIMEOUT_MS: '1500' })).toMatchObject({
      requestTimeoutMs: 1000,
      connectionTimeoutMs: 1500,
    });
  });

  it.each([
    ['REQUEST_TIMEOUT_MS', '0'],
    ['REQUEST_TIMEOUT_MS', '50'],
    ['REQUEST_TIMEOUT_MS', '-1'],
    ['REQUEST_TIMEOUT_MS', '1.5'],
    ['REQUEST_TIMEOUT_MS', 'soon'],
    ['REQUEST_TIMEOUT_MS', '600001'],
    ['CONNECTION_TIMEOUT_MS', '0'],
    ['CONNECTION_TIMEOUT_MS', '99'],
    ['CONNECTION_TIMEOUT_MS', 'never'],
    ['CONNECTION_TIMEOUT_MS', '3600000'],
  ])('refuses %s=%s: a timeout cannot be switched off or made absurd', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it('lets one address make 10 visitor codes a minute, unless told', () => {
    expect(loadConfig({}).visitorCodeLimit).toBe(10);
    expect(loadConfig({ VISITOR_CODE_LIMIT: '25' }).visitorCodeLimit).toBe(25);
    for (const value of ['0', '-3', 'many', '2.5']) {
      expect(() => loadConfig({ VISITOR_CODE_LIMIT: value })).toThrow(
        /^Invalid configuration:\n {2}VISITOR_CODE_LIMIT: /,
      );
    }
  });

  it('ends a session after 4 idle hours, unless told, from 5 minutes to the 14 days a session lasts', () => {
    expect(loadConfig({}).session).toEqual({ idleMinutes: 240 });
    expect(loadConfig({ SESSION_IDLE_MINUTES: '30' }).session).toEqual({ idleMinutes: 30 });
    for (const value of ['0', '4', '20161', 'forever', '2.5']) {
      expect(() => loadConfig({ SESSION_IDLE_MINUTES: value })).toThrow(
        /^Invalid configuration:\n {2}SESSION_IDLE_MINUTES: /,
      );
    }
  });

  it('holds 5000 streams of live games, unless told, and at least one', () => {
    expect(loadConfig({}).liveViewersMax).toBe(5000);
    expect(loadConfig({ LIVE_VIEWERS_MAX: '200' }).liveViewersMax).toBe(200);
    for (const value of ['0', '-1', 'all', '2.5']) {
      expect(() => loadConfig({ LIVE_VIEWERS_MAX: value })).toThrow(/^Invalid configuration:\n {2}LIVE_VIEWERS_MAX: /);
    }
  });

  it('keeps raw visits 90 days, unless told, and never less than the 32 days a visitor code lives', () => {
    expect(loadConfig({}).visitRetentionDays).toBe(90);
    expect(loadConfig({ VISIT_RETENTION_DAYS: '32' }).visitRetentionDays).toBe(32);
    expect(loadConfig({ VISIT_RETENTION_DAYS: '365' }).visitRetentionDays).toBe(365);
    expect(() => loadConfig({ VISIT_RETENTION_DAYS: '31' })).toThrow(
      /^Invalid configuration:\n {2}VISIT_RETENTION_DAYS: must be at least 32 \(days\)/,
    );
    for (const value of ['0', '3661', 'forever']) {
      expect(() => loadConfig({ VISIT_RETENTION_DAYS: value })).toThrow(
        /^Invalid configuration:\n {2}VISIT_RETENTION_DAYS: /,
      );
    }
  });
});

describe('NODE_ENV', () => {
  it('is production only when it says production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true);
    expect(loadConfig({ NODE_ENV: ' production ' }).production).toBe(true);
    expect(loadConfig({}).production).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).production).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).production).toBe(false);
  });
});
