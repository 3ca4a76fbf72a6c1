import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '#domain/fields.ts';
import { pageBody, pageHistory, pageParams, renderedPage, restoreParams } from '#domain/editable-pages.ts';
import { settingsPage, siteInfo, siteSettingsBody, type SiteSettings } from '#domain/site.ts';
import { requireAdmin, userOf } from '../auth/guard.ts';
import { SITE_TAG } from '../db/changes.ts';
import { answer, inTransaction } from '../db/write-result.ts';
import { notFound } from '../http/errors.ts';
import { scopes } from '../http/public-cache/scope.ts';
import { changesOnly } from '../http/public-cache/writes.ts';
import { pageHistory as readPageHistory, placeholderValues, readPage, restorePage, savePage } from './pages.ts';
import { currentWaiver, readSettings, saveSettings, settingsPage as readSettingsPage } from './settings.ts';

export type SiteRoutesOptions = {
  /** The first start's settings (the environment's); a setting not saved yet keeps its value. */
  defaults: SiteSettings;
  leagueTimezone: string;
  visitRetentionDays: number;
};

const adminRefusals = { 400: errorBody, 401: errorBody, 403: errorBody };

/** The league's settings and editable pages (docs/rules/api.md#site). */
export const siteRoutes: FastifyPluginAsyncZod<SiteRoutesOptions> = async (app, options) => {
  const { defaults, leagueTimezone, visitRetentionDays } = options;
  const values = async () => placeholderValues(await readSettings(app.db, defaults), visitRetentionDays);

  app.get(
    '/',
    {
      config: { publicCache: scopes.tagged(SITE_TAG) },
      schema: { tags: ['site'], summary: 'Site name, links, texts and branding', response: { 200: siteInfo } },
    },
    async () => {
      const [settings, waiver] = await Promise.all([readSettings(app.db, defaults), currentWaiver(app.db)]);
      return { ...settings, waiver, leagueTimezone, visitRetentionDays };
    },
  );

  app.get(
    '/settings',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['site'],
        summary: 'The settings, the current waiver and the latest changes (admins)',
        response: { 200: settingsPage, ...adminRefusals },
      },
    },
    async () => readSettingsPage(app.db, defaults),
  );

  app.put(
    '/settings',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['site'],
        summary: 'Save the settings; each change is recorded with who made it and when',
        body: siteSettingsBody,
        response: { 200: settingsPage, ...adminRefusals },
      },
    },
    async (request) => {
      const by = userOf(request);
      await app.db.transaction((tx) => saveSettings(tx, request.body, defaults, by));
      changesOnly(request, SITE_TAG);
      return readSettingsPage(app.db, defaults);
    },
  );

  app.get(
    '/pages/:page',
    {
      config: { publicCache: scopes.tagged(SITE_TAG) },
      schema: {
        tags: ['site'],
        summary: 'An editable page (rules, FAQ, contact, privacy), rendered from its newest version',
        params: pageParams,
        response: { 200: renderedPage, 400: errorBody },
      },
    },
    async (request) => readPage(app.db, request.params.page, await values()),
  );

  app.get(
    '/pages/:page/versions',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['site'],
        summary: "Every version of a page's Markdown, newest first (admins)",
        params: pageParams,
        response: { 200: pageHistory, ...adminRefusals },
      },
    },
    async (request) => readPageHistory(app.db, request.params.page, await values()),
  );

  app.put(
    '/pages/:page',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['site'],
        summary: "Save a page's Markdown as its next version",
        params: pageParams,
        body: pageBody,
        response: { 200: pageHistory, ...adminRefusals },
      },
    },
    async (request) => {
      const { page } = request.params;
      await app.db.transaction((tx) => savePage(tx, page, request.body.markdown, userOf(request)));
      changesOnly(request, SITE_TAG);
      return readPageHistory(app.db, page, await values());
    },
  );

  app.post(
    '/pages/:page/versions/:version/restore',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['site'],
        summary: 'Make an earlier version the page again (as a new version)',
        params: restoreParams,
        response: { 200: pageHistory, 404: errorBody, ...adminRefusals },
      },
    },
    async (request) => {
      const { page, version } = request.params;
      const result = await inTransaction(app.db, (tx) => restorePage(tx, page, version, userOf(request)));
      answer(result, { 'no such version': () => notFound(`The page has no version ${version}.`) });
      changesOnly(request, SITE_TAG);
      return readPageHistory(app.db, page, await values());
    },
  );
};
