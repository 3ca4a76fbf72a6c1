import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isBackOfficePath, siteAnalytics, visitBody } from '#domain/analytics.ts';
import { errorBody } from '#domain/fields.ts';
import { todayIn } from '#domain/schedule.ts';
import { storedVisitPath } from '#domain/site-pages.ts';
import { requireAdmin } from '../auth/guard.ts';
import { clientKey } from '../http/client-address.ts';
import { isCountedUserAgent } from './bots.ts';
import type { GeoLookup } from './geo.ts';
import * as analytics from './repository.ts';
import { visitSweeper } from './retention.ts';
import { keyMonth, monthKeys, visitorCode, visitorCodeCap } from './visitor-code.ts';

export type AnalyticsRoutesOptions = {
  timezone: string;
  geo: GeoLookup;
  /** Visits recorded per minute per client address. */
  visitRateLimit: number;
  /** New visitor codes one client address may make per minute. */
  visitorCodeLimit: number;
  /** Days raw visits are kept. */
  visitRetentionDays: number;
};

/** A visit is recorded by anyone, the figures are for admins (docs/rules/api.md#analytics). */
export const analyticsRoutes: FastifyPluginAsyncZod<AnalyticsRoutesOptions> = async (app, options) => {
  const keyOf = monthKeys(app.db);
  const cappedCode = visitorCodeCap(options.visitorCodeLimit);
  const sweepOldVisits = visitSweeper(app.db, {
    timezone: options.timezone,
    retentionDays: options.visitRetentionDays,
    log: app.log,
  });

  app.put(
    '/',
    {
      // A visit changes nothing a public page shows; visits are too many to log each one.
      config: { keepsPublicCache: true, rateLimit: { max: options.visitRateLimit, timeWindow: '1 minute' } },
      logLevel: 'warn',
      schema: {
        tags: ['analytics'],
        summary: 'Record a visit to a page (ignored for /admin pages and bots)',
        body: visitBody,
        response: { 204: z.null().describe('Recorded, or ignored'), 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { path } = request.body;
      const userAgent = request.headers['user-agent'];
      if (!isBackOfficePath(path) && isCountedUserAgent(userAgent)) {
        const now = new Date();
        const key = await keyOf(keyMonth(options.timezone, now));
        const code = visitorCode(key, request.ip, userAgent as string);
        const visit = {
          visitedAt: now,
          visitDate: todayIn(options.timezone, now),
          path: storedVisitPath(path),
          visitorHash: cappedCode(clientKey(request.ip), code, now.getTime()),
          place: options.geo(request.ip),
        };
        await app.db.transaction((tx) => analytics.recordVisit(tx, visit));
        await sweepOldVisits(now);
      }
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['analytics'],
        summary: 'Site analytics: visits and unique visitors per window and per day, top places (admins)',
        response: { 200: siteAnalytics, 401: errorBody, 403: errorBody },
      },
    },
    async () => analytics.siteAnalytics(app.db, todayIn(options.timezone)),
  );
};
