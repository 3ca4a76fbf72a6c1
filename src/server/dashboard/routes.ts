import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { firstSteps } from '#domain/checklist.ts';
import { errorBody } from '#domain/fields.ts';
import { requireAdmin } from '../auth/guard.ts';
import type { SmtpSettings } from '../mail/smtp-settings.ts';
import { readFirstSteps } from './first-steps.ts';

export type DashboardRoutesOptions = { smtpOfEnvironment: SmtpSettings };

/** The dashboard's own read: a new league's first steps (docs/decisions/046-first-steps.md). */
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
};
