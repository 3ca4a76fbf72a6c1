import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { routesOf, type OpenApiDocument } from '../../../test/openapi-routes.ts';
import { EDITABLE_PAGES } from '#domain/editable-pages.ts';
import { PUBLIC_PAGES } from '#domain/site-pages.ts';
import type { Executor } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { BACKUP_TABLES, identifierList, sequenceOf } from './tables.ts';

/**
 * For this folder's tests: a database and a site as text, to compare an original with its
 * restored copy byte for byte.
 */

const rowText = z.object({ row: z.string() });

/**
 * Every row of every table as PostgreSQL writes the row as text, in primary-key order, and each
 * sequence's last value; in UTC and ISO dates, whichever server.
 */
export async function databaseText(db: Executor): Promise<Record<string, string[]>> {
  const text: Record<string, string[]> = {};
  await db.transaction(
    async (tx) => {
      await tx.execute(sql`SET LOCAL TIME ZONE 'UTC'`);
      await tx.execute(sql`SET LOCAL DateStyle = 'ISO, YMD'`);
      for (const table of BACKUP_TABLES) {
        const name = sql.identifier(table.name);
        const rows = await rowsOf(
          rowText,
          tx,
          sql`SELECT ${name}::text AS row FROM ${name} ORDER BY ${identifierList(table.primaryKey)}`,
        );
        text[table.name] = rows.map(({ row }) => row);
        for (const column of table.serials) {
          const [last] = await rowsOf(
            rowText,
            tx,
            sql`SELECT coalesce(pg_sequence_last_value(${sequenceOf(table, column)})::text, 'none') AS row`,
          );
          text[`${table.name}.${column} sequence`] = [last!.row];
        }
      }
    },
    { isolationLevel: 'repeatable read' },
  );
  return text;
}

/** The ids a site's answers are asked for, by the word the API's paths put before `{id}`. */
const TABLE_OF_SEGMENT: Record<string, string> = {
  leagues: 'leagues',
  league: 'leagues',
  teams: 'teams',
  team: 'teams',
  players: 'players',
  player: 'players',
  games: 'games',
  locations: 'locations',
  awards: 'awards',
  advertisements: 'advertisements',
};

async function idsOf(db: Executor, table: string): Promise<number[]> {
  const rows = await rowsOf(z.object({ id: z.number() }), db, sql`SELECT id FROM ${sql.identifier(table)} ORDER BY id`);
  return rows.map((row) => row.id);
}

/**
 * A compressed file stamped with the time it was made, and the server's own memory: they differ
 * with each call whatever the data.
 */
const STAMPED = new Set(['/api/export.zip', '/api/dashboard/memory']);

/**
 * The parts of an answer that say when it was made rather than what the data is: a page's
 * first data, a calendar's DTSTAMP, an export's time.
 */
const WHEN_MADE = [/(?<="at":)\d+(?=,"answers")/, /(?<=DTSTAMP:)\d{8}T\d{6}Z/g, /(?<="exportedAt":")[^"]+/];

/**
 * The addresses of every GET of the API: those without parameters, those with an `{id}` for
 * every row of the table it names, a league's and a team's games, every editable page; and
 * every public page of the site for every team, player and game.
 */
export async function siteAddresses(app: FastifyInstance): Promise<{ skipped: string[]; addresses: string[] }> {
  const addresses: string[] = [];
  const skipped: string[] = [];
  const ids: Record<string, number[]> = {};
  const idsFor = async (table: string) => (ids[table] ??= await idsOf(app.db, table));
  const routes = routesOf(app.swagger() as OpenApiDocument).filter((route) => route.method === 'GET');
  for (const route of routes) {
    if (STAMPED.has(route.path) || route.query.some((parameter) => parameter.required)) {
      skipped.push(route.path);
      continue;
    }
    const names = route.params.map((parameter) => parameter.name);
    if (names.length === 0) {
      addresses.push(route.path);
      for (const [name, table] of [
        ['leagueId', 'leagues'],
        ['teamId', 'teams'],
      ] as const) {
        if (!route.query.some((parameter) => parameter.name === name)) continue;
        for (const id of await idsFor(table)) addresses.push(`${route.path}?${name}=${id}`);
      }
    } else if (names.length === 1 && names[0] === 'id') {
      const segment = /\/([a-z-]+)\/\{id\}/.exec(route.path)?.[1] ?? '';
      const table = TABLE_OF_SEGMENT[segment];
      if (!table) {
        skipped.push(route.path);
        continue;
      }
      for (const id of await idsFor(table)) addresses.push(route.path.replace('{id}', String(id)));
    } else if (names.length === 1 && names[0] === 'page') {
      for (const page of EDITABLE_PAGES) addresses.push(route.path.replace('{page}', page));
    } else {
      skipped.push(route.path);
    }
  }
  for (const page of PUBLIC_PAGES) {
    const table = /^\/([a-z]+)\/:id/.exec(page)?.[1];
    if (!table) {
      addresses.push(page);
      continue;
    }
    for (const id of await idsFor(table)) addresses.push(page.replace(':id', String(id)));
  }
  return { skipped, addresses };
}

/**
 * Each address's answer as a visitor gets it (status, type, body), and as the signed-in admin
 * where a visitor is refused.
 */
export async function siteText(
  app: FastifyInstance,
  addresses: string[],
  adminCookie: string,
): Promise<Record<string, string>> {
  const text: Record<string, string> = {};
  const get = async (url: string, cookie?: string) => {
    const response = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    const body = WHEN_MADE.reduce((text, pattern) => text.replace(pattern, '…'), response.body);
    return { status: response.statusCode, text: `${response.statusCode} ${response.headers['content-type']}\n${body}` };
  };
  for (const url of addresses) {
    const visitor = await get(url);
    text[url] = visitor.text;
    if (visitor.status === 401 || visitor.status === 403) text[`${url} (admin)`] = (await get(url, adminCookie)).text;
  }
  return text;
}
