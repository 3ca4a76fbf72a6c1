import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { DatabaseTarget } from './db/client.ts';
import { DEMO_SITE } from './seed/demo-site.ts';
import { parseSettingsKey, type SettingsKeySource } from './site/settings-key.ts';
import { EMAIL_PATTERN, PHONE_PATTERN, formatPhone } from '#domain/contact-fields.ts';
import {
  DEFAULT_CAPTAIN_FEE_CENTS,
  DEFAULT_CAPTAIN_FEE_NOTICE,
  DEFAULT_CONTACT_EMAIL,
  MAX_CAPTAIN_FEE_CENTS,
  type SiteSettings,
} from '#domain/site.ts';

/**
 * The one place that reads `process.env` (README.md#configuration). Everything else receives a `Config`.
 */
/** An unset or blank variable is `undefined`. */
const optionalString = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** A link: unset uses the default, blank hides it. */
const linkUrl = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) => value.trim() || undefined)
    .refine((value) => value === undefined || isHttpUrl(value), 'must be an http(s) URL');

/** A link the demo league has one of: unset (undefined), empty (null: none), or an http(s) URL. */
const demoLink = z
  .string()
  .optional()
  .transform((value) => (value === undefined ? undefined : value.trim() || null))
  .refine((value) => value === undefined || value === null || isHttpUrl(value), 'must be an http(s) URL');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const NAMED_PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address (`10.0.0.2`), a range (`10.0.0.0/8`, `fd00::/8`) or one of the named ranges. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_PROXY_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** A /0 range holds every address: trusting it is trusting every hop. */
const isEveryAddress = (entry: string) => /\/0+$/.test(entry);

const TRUST_PROXY_HELP =
  'must be false, the number of proxies in front of the server (such as 1), or their addresses (such as 10.0.0.0/8,127.0.0.1)';

/**
 * Whom to believe about the client's address and protocol: nobody (`false`), the last N hops,
 * or the proxies at these addresses. `true` is refused: trusting every hop lets a client choose
 * its own address with `X-Forwarded-For`.
 */
const trustProxySchema = z
  .string()
  .default('false')
  .transform((value, context): false | number | string[] => {
    const text = value.trim().toLowerCase();
    if (['false', '0', 'no', ''].includes(text)) return false;
    if (/^\d+$/.test(text) && Number(text) <= 10) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    if (!['true', 'yes'].includes(text) && entries.every(isProxyAddress)) return entries;
    context.addIssue({
      code: 'custom',
      message: ['true', 'yes'].includes(text)
        ? `true would trust every hop, so any client could choose its own address; ${TRUST_PROXY_HELP}`
        : entries.some(isEveryAddress)
          ? `a /0 range holds every address, so any client could choose its own address; ${TRUST_PROXY_HELP}`
          : TRUST_PROXY_HELP,
    });
    return z.NEVER;
  });

/** Whether a URL is an origin alone: http(s), host and port, no user, path, query or fragment. */
function isOrigin(value: string): boolean {
  if (!isHttpUrl(value) || /[?#]/.test(value)) return false;
  const url = new URL(value);
  return url.pathname === '/' && !url.username && !url.password;
}

/** The site's own address: scheme, host and port only. */
const originSchema = optionalString
  .refine((value) => value === undefined || isOrigin(value), {
    message: "must be the site's address, such as https://league.example.org (no path, no user name)",
  })
  .transform((value) => (value === undefined ? undefined : new URL(value).origin));

const milliseconds = (fallback: number) => z.coerce.number().int().min(100).max(600_000).default(fallback);

const envSchema = z.object({
  NODE_ENV: optionalString,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: optionalString.refine(
    (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
    'must start with postgres://',
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  ADMIN_USERNAME: z.string().trim().min(1).max(100).default('admin'),
  ADMIN_PASSWORD: z.string().min(4, 'must be at least 4 characters').max(200).optional(),
  SEED_DEMO: booleanFlag.optional(),
  LEAGUE_TIMEZONE: z
    .string()
    .default('America/New_York')
    .refine(isTimeZone, 'must be an IANA time zone such as America/New_York'),
  SITE_NAME: z.string().min(1).max(100).default('City Hoops League'),
  // Unset: the demo league's own when it is loaded, else none; empty: none.
  SHOP_URL: demoLink,
  INSTAGRAM_URL: demoLink,
  YOUTUBE_URL: demoLink,
  AD_HEADLINE: z.string().trim().max(200).optional(),
  BUILDER_CREDIT: z.string().min(1).max(200).default('Site built by the league volunteers'),
  LOGO_URL: linkUrl(''),
  CONTACT_EMAIL: z.string().trim().regex(EMAIL_PATTERN, 'must be an email address').default(DEFAULT_CONTACT_EMAIL),
  CONTACT_PHONE: z
    .string()
    .trim()
    .default('')
    .refine((value) => value === '' || PHONE_PATTERN.test(value), 'must be a 10-digit US phone number'),
  CAPTAIN_FEE: z.coerce
    .number({ error: 'must be an amount in dollars' })
    .min(0, 'must be an amount in dollars')
    .max(MAX_CAPTAIN_FEE_CENTS / 100, 'must be at most 100000')
    .default(DEFAULT_CAPTAIN_FEE_CENTS / 100),
  SMTP_URL: optionalString.refine(
    (value) => value === undefined || /^smtps?:\/\//.test(value),
    'must start with smtp:// or smtps://',
  ),
  MAIL_FROM: optionalString,
  SETTINGS_KEY: optionalString.transform((value, context) => {
    if (value === undefined) return undefined;
    const key = parseSettingsKey(value);
    if (key) return key;
    context.addIssue({
      code: 'custom',
      message: 'must be 32 random bytes in base64 or hex, such as the output of: openssl rand -base64 32',
    });
    return z.NEVER;
  }),
  YOUTUBE_API_KEY: optionalString,
  YOUTUBE_CHANNEL_ID: optionalString,
  INSTAGRAM_ACCESS_TOKEN: optionalString,
  YOUTUBE_API_BASE: z.url().default('https://www.googleapis.com/youtube/v3'),
  INSTAGRAM_API_BASE: z.url().default('https://graph.instagram.com'),
  SOCIAL_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  GEOIP_DB: optionalString,
  TRUST_PROXY: trustProxySchema,
  PUBLIC_ORIGIN: originSchema,
  REQUEST_TIMEOUT_MS: milliseconds(15_000),
  CONNECTION_TIMEOUT_MS: milliseconds(20_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // A session ends after this long without a request, and after 14 days in any case.
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(14 * 24 * 60)
    .default(240),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  REGISTRATION_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  VISIT_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  AD_CLICK_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  VISITOR_CODE_LIMIT: z.coerce.number().int().positive().default(10),
  // A visitor code lives one month, so raw visits are kept at least that long (see decision 014).
  VISIT_RETENTION_DAYS: z.coerce.number().int().min(32, 'must be at least 32 (days)').max(3660).default(90),
  PUBLIC_CACHE_MB: z.coerce.number().int().min(1, 'must be at least 1 (MB)').max(4096).default(32),
  LIVE_VIEWERS_MAX: z.coerce
    .number({ error: 'must be a number of viewers' })
    .int('must be a number of viewers')
    .min(1, 'must be at least 1')
    .max(1_000_000)
    .default(5000),
  WEB_DIST: z.string().min(1).default('./dist/web'),
  BACKUP_DIR: optionalString,
  BACKUP_KEEP: z.coerce
    .number({ error: 'must be a number of files' })
    .int('must be a number of files')
    .min(1, 'must be at least 1')
    .max(3660)
    .default(7),
});

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export type Config = {
  port: number;
  host: string;
  database: DatabaseTarget;
  admin: { username: string; password: string | undefined };
  seedDemo: boolean;
  leagueTimezone: string;
  /** The settings' values at the first start; from then on they live in the database. */
  site: SiteSettings;
  /**
   * Where email goes out at the first start (`SMTP_URL`, `MAIL_FROM`); from then on the email
   * settings an admin saves (docs/decisions/044-email-settings.md).
   */
  mail: { smtpUrl: string | undefined; from: string };
  /** The key sealing the settings' secrets (`SETTINGS_KEY`; unset, a key file in DATA_DIR on PGlite). */
  settingsKey: SettingsKeySource;
  social: {
    youtubeApiKey?: string;
    youtubeChannelId?: string;
    instagramAccessToken?: string;
    youtubeApiBase: string;
    instagramApiBase: string;
    /** How long a call to YouTube or Instagram may take before the last good answer is served. */
    timeoutMs: number;
  };
  geoipDb?: string;
  /** `false`, a hop count, or the proxies' addresses and ranges (Fastify's `trustProxy`). */
  trustProxy: false | number | string[];
  /**
   * The site's own address (`PUBLIC_ORIGIN`), which every absolute URL and calendar UID is
   * built from; never the request's Host header. Unset, it is this server's listening address.
   */
  publicOrigin: string;
  /** True when `PUBLIC_ORIGIN` was not set (start-up warns about it in production). */
  publicOriginIsDefault: boolean;
  production: boolean;
  /** How long a client may take to send a whole request, and how long a connection may stay silent. */
  requestTimeoutMs: number;
  connectionTimeoutMs: number;
  logLevel: string;
  /** How long a signed-in session may go without a request (`SESSION_IDLE_MINUTES`). */
  session: { idleMinutes: number };
  loginRateLimit: number;
  /** Player registrations per minute per client address. */
  registrationRateLimit: number;
  /** Page visits recorded per minute per client address. */
  visitRateLimit: number;
  /** Ad clicks recorded per hour per client address. */
  adClickRateLimit: number;
  /** New visitor codes (distinct user agents) one client address may make per minute. */
  visitorCodeLimit: number;
  /** Days raw visits are kept; the per-day roll-ups are kept for good. */
  visitRetentionDays: number;
  /** The public cache's budget: its answers, compressed (or as they are when too small to compress), take at most this many bytes. */
  publicCacheBytes: number;
  /** The most streams of live games this server holds at once; past it a new viewer gets 503. */
  liveViewersMax: number;
  webDist: string;
  /** The daily backup: its folder (`BACKUP_DIR`; unset, none is made) and how many daily files are kept. */
  backup: { dir: string | undefined; keep: number };
};

/** The address this server answers on, for when `PUBLIC_ORIGIN` is unset (development). */
function listeningOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : isIP(host) === 6 ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a `ConfigError` naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const database: Config['database'] = e.DATABASE_URL
    ? { kind: 'postgres', url: e.DATABASE_URL }
    : { kind: 'pglite', dataDir: e.DATA_DIR };
  const seedDemo = e.SEED_DEMO ?? database.kind === 'pglite';
  // A site that loads the demo league wears its links and headline where the environment gives none.
  const demo = seedDemo ? DEMO_SITE : undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    database,
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD },
    seedDemo,
    leagueTimezone: e.LEAGUE_TIMEZONE,
    site: {
      siteName: e.SITE_NAME,
      shopUrl: e.SHOP_URL === undefined ? (demo?.shopUrl ?? null) : e.SHOP_URL,
      instagramUrl: e.INSTAGRAM_URL === undefined ? (demo?.instagramUrl ?? null) : e.INSTAGRAM_URL,
      youtubeUrl: e.YOUTUBE_URL === undefined ? (demo?.youtubeUrl ?? null) : e.YOUTUBE_URL,
      adHeadline: e.AD_HEADLINE ?? demo?.adHeadline ?? '',
      builderCredit: e.BUILDER_CREDIT,
      logoUrl: e.LOGO_URL ?? null,
      contactEmail: e.CONTACT_EMAIL,
      contactPhone: e.CONTACT_PHONE ? formatPhone(e.CONTACT_PHONE) : null,
      captainFeeCents: Math.round(e.CAPTAIN_FEE * 100),
      captainFeeNotice: DEFAULT_CAPTAIN_FEE_NOTICE,
      weeklyReminders: false,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `${e.SITE_NAME} <${e.CONTACT_EMAIL}>` },
    settingsKey: e.SETTINGS_KEY
      ? { kind: 'given', key: e.SETTINGS_KEY }
      : database.kind === 'pglite'
        ? { kind: 'file', path: path.join(e.DATA_DIR, 'settings.key') }
        : { kind: 'none' },
    social: {
      youtubeApiKey: e.YOUTUBE_API_KEY,
      youtubeChannelId: e.YOUTUBE_CHANNEL_ID,
      instagramAccessToken: e.INSTAGRAM_ACCESS_TOKEN,
      youtubeApiBase: e.YOUTUBE_API_BASE,
      instagramApiBase: e.INSTAGRAM_API_BASE,
      timeoutMs: e.SOCIAL_API_TIMEOUT_MS,
    },
    geoipDb: e.GEOIP_DB,
    trustProxy: e.TRUST_PROXY,
    publicOrigin: e.PUBLIC_ORIGIN ?? listeningOrigin(e.HOST, e.PORT),
    publicOriginIsDefault: e.PUBLIC_ORIGIN === undefined,
    production: e.NODE_ENV === 'production',
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    connectionTimeoutMs: e.CONNECTION_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL,
    session: { idleMinutes: e.SESSION_IDLE_MINUTES },
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    registrationRateLimit: e.REGISTRATION_RATE_LIMIT,
    visitRateLimit: e.VISIT_RATE_LIMIT,
    adClickRateLimit: e.AD_CLICK_RATE_LIMIT,
    visitorCodeLimit: e.VISITOR_CODE_LIMIT,
    visitRetentionDays: e.VISIT_RETENTION_DAYS,
    publicCacheBytes: e.PUBLIC_CACHE_MB * 1024 * 1024,
    liveViewersMax: e.LIVE_VIEWERS_MAX,
    webDist: e.WEB_DIST,
    backup: { dir: e.BACKUP_DIR, keep: e.BACKUP_KEEP },
  };
}
