import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { openDatabase, PGLITE_READ_SLOTS, READ_SLOTS, type Database, type DatabaseHandle } from './db/client.ts';
import type { Config } from './env.ts';
import { installBodyShapeLimit } from './http/body-shape.ts';
import { HttpError, installErrorHandler } from './http/errors.ts';
import { installJsonBodies } from './http/json-body.ts';
import { clientKey } from './http/client-address.ts';
import { logSerializers } from './http/log-serializers.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installPublicCache } from './http/public-cache/plugin.ts';
import { onWriteRoutes } from './http/write-hooks.ts';
import { installWritesFirst, type WritesFirst } from './http/writes-first.ts';
import { advertisementsRoutes } from './advertisements/routes.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { geolocationBytes, openGeoLookup } from './analytics/geo.ts';
import { awardsRoutes } from './awards/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { exportRoutes } from './export/routes.ts';
import { gamesRoutes } from './games/routes.ts';
import { importsRoutes } from './imports/routes.ts';
import { scorekeepingRoutes } from './games/scorekeeping-routes.ts';
import { bookRoutes } from './games/book-routes.ts';
import type { LiveHub } from './games/live-hub.ts';
import { liveHubOf, liveRoutes } from './games/live-routes.ts';
import { leaguesRoutes } from './leagues/routes.ts';
import { scheduleRoutes } from './schedule/routes.ts';
import { playoffsRoutes } from './playoffs/routes.ts';
import { locationsRoutes } from './locations/routes.ts';
import { playerStatsRoutes } from './player-stats/routes.ts';
import { playersRoutes } from './players/routes.ts';
import { recordsRoutes } from './records/routes.ts';
import { prepareDatabase } from './seed/prepare.ts';
import { registrationsRoutes } from './registrations/routes.ts';
import { mailRoutes } from './mail/routes.ts';
import type { MailContext } from './mail/outbox.ts';
import { startMailSender, type MailSender } from './mail/sender.ts';
import { emailSettingsRoutes } from './mail/settings-routes.ts';
import { currentSmtpSettings, smtpSettingsOfEnvironment } from './mail/smtp-settings.ts';
import { startDailyBackup, type DailyBackup } from './backup/daily.ts';
import { siteRoutes } from './site/routes.ts';
import { readSettings } from './site/settings.ts';
import { settingsKeysOf } from './site/settings-key.ts';
import { socialRoutes } from './social/routes.ts';
import { teamsRoutes } from './teams/routes.ts';
import { usersRoutes } from './users/routes.ts';
import { serveWebApp } from './web/serve.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    /** What writes that send email need: the site's address and settings, and the sender's wake-up. */
    mail: MailContext;
    mailer: MailSender;
    /** The daily backup into `BACKUP_DIR`, or null when it is unset. */
    dailyBackup: DailyBackup | null;
    /** The gate where public reads wait while a write is under way. */
    writesFirst: WritesFirst;
    /** The viewers of live games on this server, sent every play (docs/decisions/048-live-game-book.md). */
    liveHub: LiveHub;
  }
}

export type BuildOptions = {
  /** `false` for no log, or logger options (a test's stream); the log's serializers always apply. */
  logger?: FastifyServerOptions['logger'];
  /** An already open database; by default the one the configuration names is opened (and closed with the app). */
  database?: DatabaseHandle;
  /** The longest a public read waits for writes under way (100 ms; a test makes it long to watch one wait). */
  writeHoldMs?: number;
};

/**
 * Fastify's `trustProxy` for the configuration: addresses as they are, and a hop count as
 * "the N hops nearest this server" (Fastify itself trusts no hop for a bare number).
 */
function trustedProxies(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/** Builds the whole server: used by `npm start` and by every test. It does not listen. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      typeof options.logger === 'object'
        ? { serializers: logSerializers, ...options.logger }
        : (options.logger ?? { level: config.logLevel, serializers: logSerializers }),
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 100 * 1024,
    // A client that sends its request slowly, or goes silent, is not kept waiting for forever.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    http: {
      headersTimeout: config.requestTimeoutMs,
      // Node checks the request timeout on this interval (30 s by default).
      connectionsCheckingInterval: Math.max(250, Math.min(5000, Math.floor(config.requestTimeoutMs / 4))),
    },
    routerOptions: { ignoreTrailingSlash: true },
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installJsonBodies(app);

  // Before the database: a GEOIP_DB that cannot be read stops start-up with nothing to close.
  const geo = await openGeoLookup(config.geoipDb);
  const database =
    options.database ??
    (await openDatabase(config.database, {
      log: { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
      statementTimeoutMs: config.requestTimeoutMs,
    }));
  if (!options.database) app.addHook('onClose', () => database.close());
  app.decorate('db', database.db);
  app.decorate('config', config);
  await prepareDatabase(database.db, config, app.log);
  const mailSettings = { origin: config.publicOrigin, timezone: config.leagueTimezone, defaults: config.site };
  const settingsKeys = settingsKeysOf(config.settingsKey);
  const smtpOfEnvironment = smtpSettingsOfEnvironment(config.mail);
  const mailer = startMailSender({
    db: database.db,
    mail: mailSettings,
    smtp: () => currentSmtpSettings(database.db, smtpOfEnvironment, settingsKeys),
    log: app.log,
  });
  // The sender stops before the database closes.
  app.addHook('preClose', () => mailer.stop());
  app.decorate('mailer', mailer);
  app.decorate('mail', { ...mailSettings, wake: mailer.wake });
  const dailyBackup = config.backup.dir
    ? startDailyBackup({
        database,
        dir: config.backup.dir,
        keep: config.backup.keep,
        timezone: config.leagueTimezone,
        log: app.log,
      })
    : null;
  // Like the sender, it stops (a backup under way with it) before the database closes.
  if (dailyBackup) app.addHook('preClose', () => dailyBackup.stop());
  app.decorate('dailyBackup', dailyBackup);
  if (config.production && config.publicOriginIsDefault) {
    app.log.warn(
      `PUBLIC_ORIGIN is not set: links in previews and calendar feeds will name ${config.publicOrigin}. Set it to the site's address, such as https://league.example.org.`,
    );
  }

  // External plugins first.
  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // react-toastify injects its small stylesheet at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        frameSrc: ['https://www.youtube-nocookie.com'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    keyGenerator: (request) => clientKey(request.ip),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many attempts. Please wait ${context.after} and try again.`),
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.site.siteName} API`,
        description: 'Public reads, registration and the signed-in back office of the league site.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });

  // Signed-in writes go first (docs/decisions/047-writes-first.md).
  installWritesFirst(app, options.writeHoldMs);

  // Only JSON bodies are accepted, of a shape some form could send; a mutating request that
  // names an Origin must be our own.
  app.removeContentTypeParser(['text/plain']);
  installBodyShapeLimit(app);
  onWriteRoutes(app, {
    onRequest: async (request) => {
      const origin = request.headers.origin;
      if (origin && origin !== `${request.protocol}://${request.host}`) {
        throw new HttpError(403, 'Requests from other sites are not allowed.');
      }
    },
  });

  installPublicCache(app, database.changes, {
    readSlots: database.kind === 'pglite' ? PGLITE_READ_SLOTS : READ_SLOTS,
    maxBytes: config.publicCacheBytes,
    // PGlite runs in the server's thread: compressing there too would queue its statements.
    compressInThread: database.kind !== 'pglite',
    // On PostgreSQL, after a change of everything alone (decision 058).
    servePrevious: database.kind === 'pglite' ? true : 'everything',
  });

  // Routes, one plugin per resource.
  await app.register(usersRoutes, { prefix: '/api/users', loginRateLimit: config.loginRateLimit });
  await app.register(leaguesRoutes, { prefix: '/api/leagues', timezone: config.leagueTimezone });
  await app.register(scheduleRoutes, { prefix: '/api/leagues' });
  await app.register(playoffsRoutes, { prefix: '/api/leagues' });
  await app.register(teamsRoutes, { prefix: '/api/teams', timezone: config.leagueTimezone });
  await app.register(playersRoutes, { prefix: '/api/players', registrationRateLimit: config.registrationRateLimit });
  await app.register(registrationsRoutes, { prefix: '/api' });
  await app.register(gamesRoutes, { prefix: '/api/games' });
  await app.register(scorekeepingRoutes, { prefix: '/api/games', timezone: config.leagueTimezone });
  await app.register(bookRoutes, { prefix: '/api/games' });
  app.decorate('liveHub', liveHubOf(app, config.liveViewersMax));
  await app.register(liveRoutes, { prefix: '/api/games', hub: app.liveHub });
  await app.register(locationsRoutes, { prefix: '/api/locations' });
  await app.register(awardsRoutes, { prefix: '/api/awards' });
  await app.register(playerStatsRoutes, { prefix: '/api/player-stats' });
  await app.register(recordsRoutes, { prefix: '/api/records' });
  await app.register(socialRoutes, { prefix: '/api/social', social: config.social });
  await app.register(advertisementsRoutes, { prefix: '/api/advertisements' });
  await app.register(analyticsRoutes, {
    prefix: '/api/analytics',
    timezone: config.leagueTimezone,
    geo,
    visitRateLimit: config.visitRateLimit,
    visitorCodeLimit: config.visitorCodeLimit,
    visitRetentionDays: config.visitRetentionDays,
  });
  await app.register(siteRoutes, {
    prefix: '/api/site',
    defaults: config.site,
    leagueTimezone: config.leagueTimezone,
    visitRetentionDays: config.visitRetentionDays,
  });
  await app.register(mailRoutes, { prefix: '/api', smtpOfEnvironment });
  await app.register(emailSettingsRoutes, {
    prefix: '/api/site/settings/email',
    defaults: config.site,
    smtpOfEnvironment,
    settingsKeys,
  });
  await app.register(dashboardRoutes, {
    prefix: '/api/dashboard',
    smtpOfEnvironment,
    memory: () => ({
      resident: process.memoryUsage.rss(),
      peakResident: process.resourceUsage().maxRSS * 1024,
      heap: process.memoryUsage().heapTotal,
      database: database.memoryBytes(),
      geolocation: geolocationBytes(),
      publicCache: app.publicCache.bytes,
    }),
  });
  await app.register(exportRoutes, { prefix: '/api' });
  await app.register(importsRoutes, { prefix: '/api/imports' });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

  await serveWebApp(app, config.webDist, {
    // Every page's preview names the site: read once until the next change, not once a page.
    siteName: async () =>
      (await app.publicCache.shared('site settings', () => readSettings(app.db, config.site))).siteName,
    timezone: config.leagueTimezone,
    origin: config.publicOrigin,
  });
  return app;
}
