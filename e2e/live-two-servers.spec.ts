import { randomBytes } from 'node:crypto';
import { onPostgresServer, postgresUrl } from '../test/postgres-server.ts';
import { allowConsoleErrors, expect, test as base } from './fixtures.ts';
import { openLive, ownGame, PHONE, play, sendStatus, signInContext, startGame } from './live.ts';
import { startServer, type RunningServer } from './server.ts';

/**
 * The whole journey on two servers of one PostgreSQL database, as behind a load balancer: a
 * scorekeeper scores a game on a phone through server one, losing the connection for a while,
 * and a visitor follows it on server two's public box score, which the change feed keeps live.
 */
const test = base.extend<object, { servers: [RunningServer, RunningServer] }>({
  servers: [
    async ({}, use) => {
      const name = `league_e2e_${randomBytes(4).toString('hex')}`;
      await onPostgresServer(`CREATE DATABASE ${name}`);
      const env = {
        DATABASE_URL: postgresUrl(name),
        SEED_DEMO: 'false',
        ADMIN_USERNAME: 'admin',
        ADMIN_PASSWORD: 'own-server-pass',
      };
      // One after the other: the first migrates the database.
      const one = await startServer(env);
      const two = await startServer(env);
      await use([one, two]);
      await Promise.all([one.stop(), two.stop()]);
      await onPostgresServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ servers }, use) => use(servers[0].baseURL),
});

/** The console error of a request the phone could not send while offline. */
const OFFLINE_REQUEST = /net::ERR_INTERNET_DISCONNECTED/;

test('a game scored on a phone through server one, offline for a while, is followed live on server two', async ({
  browser,
  baseURL,
  request,
  servers: [, two],
}) => {
  const game = await ownGame(request, {
    league: 'Two Servers',
    home: ['Ann Able', 'Bo Bell', 'Cy Cole', 'Di Dunn', 'Ed Eng'],
    away: ['Hal Hart', 'Ivy Ives', 'Jo Jones', 'Kai King', 'Lou Lane'],
  });
  const { home, away } = game;
  const phone = await browser.newContext({ ...PHONE, baseURL });
  const visitor = await browser.newContext({ baseURL: two.baseURL });
  try {
    await signInContext(phone);
    const scorer = await phone.newPage();
    await openLive(scorer, game.id);
    await startGame(scorer, home, away);

    // The visitor opens the game's box score on the other server.
    const box = await visitor.newPage();
    await box.goto(`/games/${game.id}/box-score`);
    const spoken = box.getByRole('status').filter({ hasText: home.name });
    await expect(spoken).toHaveText(`${home.name} 0, ${away.name} 0`);

    await play(scorer, home, 1, '2 made');
    await expect(spoken).toHaveText(`${home.name} 2, ${away.name} 0`);
    await play(scorer, away, 2, '3 made');
    await expect(spoken).toHaveText(`${home.name} 2, ${away.name} 3`);

    // The gym's Wi-Fi drops: the phone keeps scoring, and the visitor sees the last score sent.
    allowConsoleErrors(scorer, OFFLINE_REQUEST);
    await phone.setOffline(true);
    await play(scorer, home, 3, '3 made');
    await play(scorer, away, 1, '2 made');
    await play(scorer, home, 4, 'FT made');
    await expect(sendStatus(scorer)).toHaveText('3 plays not sent yet — they will be sent when the connection returns');
    await expect(spoken).toHaveText(`${home.name} 2, ${away.name} 3`);

    // Back online, the plays go in order, and server two's page shows where the game stands.
    await phone.setOffline(false);
    await expect(sendStatus(scorer)).toHaveText('All plays sent', { timeout: 30_000 });
    await expect(spoken).toHaveText(`${home.name} 6, ${away.name} 5`);
    const latest = box.getByRole('group', { name: 'Latest plays, latest first' });
    await expect(latest.getByRole('listitem').first()).toContainText('Di Dunn: Free throw made');
    await expect(latest.getByRole('listitem').first()).toContainText('6-5');
  } finally {
    await phone.close();
    await visitor.close();
  }
});
