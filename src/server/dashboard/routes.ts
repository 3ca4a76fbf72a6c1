import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { firstSteps } from '#domain/checklist.ts';
import { errorBody } from '#domain/fields.ts';
import { requireAdmin } from '../auth/guard.ts';
import type { SmtpSettings } from '../mail/smtp-settings.ts';
import { readFirstSteps } from './first-steps.ts';

export type DashboardRoutesOptions = { smtpOfEnvironment: SmtpSettings; memory: () => MemoryParts };

const bytes = z.number().int().nonnegative();
/** What the server holds in memory, in bytes, by part (docs/decisions/047-writes-first.md). */
export const memoryParts = z.object({
  /** The process's resident memory now, and the most it has held. */
  resident: bytes,
  peakResident: bytes,
  /** The JavaScript heap V8 has taken (used or not). */
  heap: bytes,
  /** PGlite's own memory when the database runs in the server; 0 on PostgreSQL. */
  database: bytes,
  /** The geolocation files' pages read into memory. */
  geolocation: bytes,
  /** The public cache's answers, compressed (or as they are when too small to compress). */
  publicCache: bytes,
});
export type MemoryParts = z.infer<typeof memoryParts>;

/**
 * The dashboard's own reads: a new league's first steps (docs/decisions/046-first-steps.md),
 * and the server's memory by part, for whoever sizes the machine.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<DashboardRoutesOptions> = async (app, options) => {
  app.get(
    '/first-steps',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['site'],
        summary: "A new league's first steps, each done or not, and the league its schedule step builds",
        response: { 200: firstSteps, 401: errorBody, 403: errorBody },
      },
    },
    async () => readFirstSteps(app.db, options.smtpOfEnvironment),
  );

  app.get(
    '/memory',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['site'],
        summary: "This server's memory in bytes: resident now and at most, and its parts",
        response: { 200: memoryParts, 401: errorBody, 403: errorBody },
      },
    },
    async () => options.memory(),
  );
};
