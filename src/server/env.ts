import { z } from 'zod';

/**
 * The one place that reads `process.env` (DESIGN §2). Everything else receives a `Config`.
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

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
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
  SHOP_URL: linkUrl('https://shop.cityhoopsleague.example'),
  INSTAGRAM_URL: linkUrl('https://www.instagram.com/cityhoopsleague'),
  YOUTUBE_URL: linkUrl('https://www.youtube.com/@cityhoopsleague'),
  AD_HEADLINE: z.string().min(1).max(200).default('Fall 2025 Season presented by Riverside Sports'),
  BUILDER_CREDIT: z.string().min(1).max(200).default('Site built by the league volunteers'),
  YOUTUBE_API_KEY: optionalString,
  YOUTUBE_CHANNEL_ID: optionalString,
  INSTAGRAM_ACCESS_TOKEN: optionalString,
  YOUTUBE_API_BASE: z.url().default('https://www.googleapis.com/youtube/v3'),
  INSTAGRAM_API_BASE: z.url().default('https://graph.instagram.com'),
  SOCIAL_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  GEOIP_DB: optionalString,
  TRUST_PROXY: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  REGISTRATION_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  VISIT_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  AD_CLICK_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  WEB_DIST: z.string().min(1).default('./dist/web'),
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
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };
  admin: { username: string; password: string | undefined };
  seedDemo: boolean;
  leagueTimezone: string;
  site: {
    siteName: string;
    shopUrl: string | null;
    instagramUrl: string | null;
    youtubeUrl: string | null;
    adHeadline: string;
    builderCredit: string;
  };
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
  trustProxy: boolean;
  logLevel: string;
  loginRateLimit: number;
  /** Player registrations per minute per client address. */
  registrationRateLimit: number;
  /** Page visits recorded per minute per client address. */
  visitRateLimit: number;
  /** Ad clicks recorded per hour per client address. */
  adClickRateLimit: number;
  webDist: string;
};

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
  return {
    port: e.PORT,
    host: e.HOST,
    database,
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD },
    seedDemo: e.SEED_DEMO ?? database.kind === 'pglite',
    leagueTimezone: e.LEAGUE_TIMEZONE,
    site: {
      siteName: e.SITE_NAME,
      shopUrl: e.SHOP_URL ?? null,
      instagramUrl: e.INSTAGRAM_URL ?? null,
      youtubeUrl: e.YOUTUBE_URL ?? null,
      adHeadline: e.AD_HEADLINE,
      builderCredit: e.BUILDER_CREDIT,
    },
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
    logLevel: e.LOG_LEVEL,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    registrationRateLimit: e.REGISTRATION_RATE_LIMIT,
    visitRateLimit: e.VISIT_RATE_LIMIT,
    adClickRateLimit: e.AD_CLICK_RATE_LIMIT,
    webDist: e.WEB_DIST,
  };
}
