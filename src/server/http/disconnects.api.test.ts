/**
 * Runs on every supported Node.js major: it drops real sockets.
 * @module-tag node-apis
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInAsNewAdmin, testConfig } from '../../../test/app.ts';
import { capturedLog } from '../../../test/captured-log.ts';
import { ownDatabases } from '../../../test/own-database.ts';
import { buildSmallLeague, type SmallLeague } from '../../../test/small-league.ts';
import { buildApp } from '../app.ts';

/**
 * Visitors who leave mid-answer, many at a time, on cold and kept answers, compressed or not:
 * the server never writes a reply twice, logs no error, and goes on answering everyone else.
 */
const { stream, entries } = capturedLog();
const databases = ownDatabases();
let app: FastifyInstance;
let league: SmallLeague;
let cookie: string;
let port: number;

// The web app's own index.html, as a production build serves it, so pages carry their previews.
const webDist = mkdtempSync(path.join(tmpdir(), 'league-web-'));
copyFileSync(new URL('../../web/index.html', import.meta.url), path.join(webDist, 'index.html'));

beforeAll(async () => {
  const [handle] = await databases.fresh();
  app = await buildApp(testConfig({ WEB_DIST: webDist }), { logger: { level: 'debug', stream }, database: handle! });
  await app.ready();
  league = await buildSmallLeague(app.db);
  cookie = (await signInAsNewAdmin(app)).cookie;
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
});
afterAll(async () => {
  await app.close();
  await databases.dropAll();
  rmSync(webDist, { recursive: true, force: true });
});

/** Sends a request over a raw socket and hangs up after `after` bytes of the answer (0: at once). */
function leaveEarly(path: string, after: number, headers: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const lines = [`GET ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Accept-Encoding: gzip, deflate, br'];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    socket.on('connect', () => {
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (after === 0) socket.destroy();
    });
    let received = 0;
    socket.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received >= after) socket.destroy();
    });
    socket.on('close', () => resolve());
    socket.on('error', () => resolve());
  });
}

const reads = () => [
  `/api/leagues/${league.league.id}/standings`,
  `/api/games?leagueId=${league.league.id}`,
  `/api/games/${league.games.g1.id}`,
  '/api/games',
  '/api/records/all-time/total',
  `/api/leagues/${league.league.id}/schedule.ics`,
  `/teams/${league.teams.a.id}`,
  '/standings',
];

describe('clients that disconnect mid-answer', () => {
  it('never make the server write a reply twice or log an error, and everyone else is answered', async () => {
    for (let round = 0; round < 3; round++) {
      // A write first, so every read below starts cold and many share one read under way.
      const write = await fetch(`http://127.0.0.1:${port}/api/games/${league.games.g1.id}/score`, {
        method: 'PUT',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ homeTeamScore: 50 + round, awayTeamScore: 40 }),
      });
      expect(write.status).toBe(200);
      const leaving = reads().flatMap((path) => [
        leaveEarly(path, 0),
        leaveEarly(path, 1),
        leaveEarly(path, 200),
        // A signed-in admin's fresh read goes through the compression plugin's stream.
        leaveEarly(path, 1, { Cookie: cookie }),
      ]);
      const staying = reads().map(async (path) => {
        const response = await fetch(`http://127.0.0.1:${port}${path}`, {
          headers: { 'accept-encoding': 'gzip, deflate, br' },
        });
        await response.arrayBuffer();
        return response.status;
      });
      await Promise.all(leaving);
      expect(await Promise.all(staying)).toEqual(reads().map(() => 200));
    }
    // The server has finished with every request it began.
    await vi.waitFor(async () => {
      const response = await fetch(`http://127.0.0.1:${port}/api/site`);
      expect(response.status).toBe(200);
    });
    const trouble = entries().filter(
      (entry) =>
        entry.level >= 50 || /already sent|Cannot write headers|ERR_HTTP_HEADERS_SENT/.test(JSON.stringify(entry)),
    );
    expect(trouble).toEqual([]);
    expect(entries().filter((entry) => entry.res?.statusCode >= 500)).toEqual([]);
  });
});
