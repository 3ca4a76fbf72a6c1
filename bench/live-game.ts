/**
 * Games scored live, as the bench drives them (docs/decisions/048-live-game-book.md): a
 * scorekeeper's device posting plays to games of the active league, and visitors following one
 * game by server-sent events. Every play is a made two-pointer, home and away in turn, so that
 * each play's score is new and the moment a viewer first sees it is the moment the play reached
 * that viewer.
 */
import { randomUUID } from 'node:crypto';
import { Agent, request, type ClientRequest } from 'node:http';
import type { Site } from './site.ts';

type BookTeam = { id: number; players: { id: number }[] };
type Side = 'home' | 'away';

/** A play's acknowledgement as the bench saw it: when, how long it took, and the score it made. */
export type Played = { ok: boolean; status: number; ms: number; ackedAt: number; score: Record<Side, number> };

/** The `"home":H,"away":A` of a score, as the live answer's JSON writes it. */
export const scoreText = (score: Record<Side, number>) => `"home":${score.home},"away":${score.away}`;

/** One game scored live from one device. */
class LiveBook {
  readonly gameId: number;
  private readonly site: Site;
  private readonly cookie: string;
  private readonly device = `bench-${randomUUID()}`;
  private readonly players: Record<Side, number>;
  private seq = 0;
  private next: Side = 'home';
  readonly score: Record<Side, number> = { home: 0, away: 0 };

  constructor(site: Site, cookie: string, gameId: number, sides: Record<Side, BookTeam>) {
    this.site = site;
    this.cookie = cookie;
    this.gameId = gameId;
    const first = (side: Side) => {
      const player = sides[side].players[0];
      if (!player) throw new Error(`game ${gameId}: the ${side} team has no player`);
      return player.id;
    };
    this.players = { home: first('home'), away: first('away') };
  }

  private async post(entry: Record<string, unknown>): Promise<{ status: number; ms: number; body: string }> {
    this.seq += 1;
    const answer = await this.site.call('POST', `/api/games/${this.gameId}/book/entries`, {
      cookie: this.cookie,
      json: {
        device: this.device,
        entries: [{ id: `${this.device}-${this.seq}`, seq: this.seq, period: 1, ...entry }],
      },
    });
    return { status: answer.status, ms: answer.ms, body: answer.body.toString() };
  }

  /** The first half starts: the game is on. */
  async start() {
    const started = await this.post({ kind: 'periodStart' });
    if (started.status !== 200) throw new Error(`game ${this.gameId}: the start was refused: ${started.body}`);
  }

  /** The score the next play will make. */
  nextScore(): Record<Side, number> {
    return { ...this.score, [this.next]: this.score[this.next] + 2 };
  }

  /** The next made two-pointer. */
  async play(): Promise<Played> {
    const side = this.next;
    this.next = side === 'home' ? 'away' : 'home';
    const answer = await this.post({ kind: 'twoMade', side, playerId: this.players[side] });
    const ok = answer.status === 200;
    if (ok) this.score[side] += 2;
    else this.seq -= 1;
    return { ok, status: answer.status, ms: answer.ms, ackedAt: performance.now(), score: { ...this.score } };
  }
}

/** Games of the active league not yet played nor on, each scored live from a device of its own. */
export async function openLiveBooks(site: Site, cookie: string, leagueId: number, count: number) {
  type Game = { id: number; homeTeamScore: number | null; awayTeamScore: number | null; status: string; live: boolean };
  const games = (await site.readJson<Game[]>(`/api/games?leagueId=${leagueId}`)).filter(
    (game) => game.homeTeamScore === null && game.awayTeamScore === null && game.status === 'scheduled' && !game.live,
  );
  if (games.length < count) throw new Error(`the active league has ${games.length} unplayed games, not ${count}`);
  const books: LiveBook[] = [];
  for (const game of games.slice(0, count)) {
    const book = await site.readJson<Record<Side, BookTeam>>(`/api/games/${game.id}/book`, cookie);
    const live = new LiveBook(site, cookie, game.id, book);
    await live.start();
    books.push(live);
  }
  return books;
}

/**
 * Plays posted to the books in turn, one every `everyMs`; the returned function stops and gives
 * each play's acknowledgement.
 */
export function playEvery(books: LiveBook[], everyMs: number) {
  const played: Played[] = [];
  let turn = 0;
  let playing: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    const book = books[turn % books.length]!;
    turn += 1;
    playing = playing.then(async () => {
      played.push(await book.play());
    });
  }, everyMs);
  return async () => {
    clearInterval(timer);
    await playing;
    return played;
  };
}

/**
 * `count` visitors following one game by server-sent events, each on a connection of its own,
 * as browsers would (with `Accept-Encoding`). `arrivals(score)` resolves with the time each
 * viewer first received that score.
 */
export async function openViewers(origin: string, gameId: number, count: number) {
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const requests: ClientRequest[] = [];
  const received: string[] = Array.from({ length: count }, () => '');
  const waiting = new Set<{ text: string; seen: (number | undefined)[]; done: () => void }>();
  const check = (viewer: number, at: number) => {
    for (const wait of waiting) {
      if (wait.seen[viewer] === undefined && received[viewer]!.includes(wait.text)) wait.seen[viewer] = at;
      if (wait.seen.every((seen) => seen !== undefined)) {
        waiting.delete(wait);
        wait.done();
      }
    }
  };
  const opened = Array.from(
    { length: count },
    (_, viewer) =>
      new Promise<void>((resolve, reject) => {
        const sent = request(
          new URL(`/api/games/${gameId}/live/events`, origin),
          { agent, headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, deflate, br' } },
          (response) => {
            if (response.statusCode !== 200) {
              reject(new Error(`viewer ${viewer}: ${response.statusCode}`));
              return;
            }
            const encoding = response.headers['content-encoding'];
            if (encoding) reject(new Error(`viewer ${viewer}: the stream came compressed (${encoding})`));
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => {
              // Only the latest message matters: keep its tail, where the next one starts.
              received[viewer] = (received[viewer]! + chunk).slice(-200_000);
              check(viewer, performance.now());
            });
            resolve();
          },
        );
        sent.on('error', reject);
        sent.end();
        requests.push(sent);
      }),
  );
  await Promise.all(opened);
  return {
    /** Each viewer's arrival time of `score`, once every viewer has it (or after `timeoutMs`). */
    arrivals(score: Record<Side, number>, timeoutMs = 10_000): Promise<(number | undefined)[]> {
      const wait = { text: scoreText(score), seen: Array.from<number | undefined>({ length: count }), done: () => {} };
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(wait);
          resolve(wait.seen);
        }, timeoutMs);
        wait.done = () => {
          clearTimeout(timer);
          resolve(wait.seen);
        };
        waiting.add(wait);
        for (let viewer = 0; viewer < count; viewer++) check(viewer, performance.now());
      });
    },
    close() {
      for (const sent of requests) sent.destroy();
      agent.destroy();
    },
  };
}
