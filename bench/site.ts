/**
 * The bench's own HTTP calls to the running server: the ids of the generated data, the
 * admin's sign-in, uncached reads and score saves. One kept-alive connection, every request
 * with a browser's `Accept-Encoding`, answers read to the end as sent, as a browser's network
 * layer would time them.
 */
import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { ACCEPT_ENCODING } from './wrk.ts';

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer; ms: number };

/** A URL the bench asks for, and its name in the report (its ids as `:id`). */
export type Target = { label: string; path: string };

const target = (path: string): Target => ({ label: path.replace(/\d+/g, ':id'), path });

/** The played game of the active league that the mix reads, and what the calls need of it. */
export type Sample = { leagueId: number; gameId: number; teamId: number; playerId: number; score: [number, number] };

const DECODERS: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  deflate: inflateSync,
};

export class Site {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });

  constructor(readonly origin: string) {}

  /** Ends the kept-alive connection (before the server stops). */
  close() {
    this.agent.destroy();
  }

  call(method: string, path: string, { cookie, json }: { cookie?: string; json?: unknown } = {}): Promise<Answer> {
    const body = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
    const headers: Record<string, string> = { 'accept-encoding': ACCEPT_ENCODING };
    if (cookie) headers.cookie = cookie;
    if (body) Object.assign(headers, { 'content-type': 'application/json', 'content-length': String(body.length) });
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const sent = request(new URL(path, this.origin), { method, headers, agent: this.agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
      });
      sent.on('error', reject);
      sent.end(body);
    });
  }

  /** A JSON read the bench needs (ids of the generated data), as a visitor's browser reads it. */
  private async readJson<T>(path: string): Promise<T> {
    const answer = await this.call('GET', path);
    const encoding = String(answer.headers['content-encoding'] ?? '');
    const body = DECODERS[encoding]?.(answer.body) ?? answer.body;
    if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${body.toString().slice(0, 300)}`);
    return JSON.parse(body.toString()) as T;
  }

  /** Signs in as the admin; the session cookie. */
  async signIn(): Promise<string> {
    const answer = await this.call('POST', '/api/users/login', {
      json: { username: 'admin', password: 'bench-pass' },
    });
    const cookies = [answer.headers['set-cookie'] ?? []].flat();
    const sid = cookies.map((cookie) => /^sid=([^;]*)/.exec(cookie)?.[1]).find(Boolean);
    if (answer.status !== 200 || !sid) throw new Error(`sign-in: ${answer.status} ${answer.body.toString()}`);
    return `sid=${sid}`;
  }

  /** Ids of the generated data: the active league and a played game of it, a team and a player of that game. */
  async sample(): Promise<Sample> {
    const leagues = await this.readJson<{ id: number; isActive: boolean }[]>('/api/leagues');
    const league = leagues.find((candidate) => candidate.isActive);
    if (!league) throw new Error('no active league');
    type Game = { id: number; homeTeamId: number; homeTeamScore: number | null; awayTeamScore: number | null };
    const games = await this.readJson<Game[]>(`/api/games?leagueId=${league.id}`);
    const game = games.find((candidate) => (candidate.homeTeamScore ?? 0) > 0);
    if (!game) throw new Error('no played game in the active league');
    const box = await this.readJson<{ HomeTeam: { Players: { id: number }[] } }>(`/api/games/${game.id}`);
    const player = box.HomeTeam.Players[0];
    if (!player) throw new Error(`game ${game.id} has no home player`);
    return {
      leagueId: league.id,
      gameId: game.id,
      teamId: game.homeTeamId,
      playerId: player.id,
      score: [game.homeTeamScore ?? 0, game.awayTeamScore ?? 0],
    };
  }

  /** Each target asked for once; those answered with anything but 2xx, as `path: status`. */
  async askEach(targets: Target[]): Promise<string[]> {
    const refused: string[] = [];
    for (const { path } of targets) {
      const { status } = await this.call('GET', path);
      if (status < 200 || status > 299) refused.push(`${path}: ${status}`);
    }
    return refused;
  }

  /** A read's own time: asked for `times` in a row as the signed-in admin, who always reads fresh. */
  async uncached(path: string, cookie: string, times = 10) {
    const ms: number[] = [];
    for (let run = 0; run < times; run++) {
      const answer = await this.call('GET', path, { cookie });
      if (answer.status !== 200) throw new Error(`GET ${path} as the admin: ${answer.status}`);
      ms.push(answer.ms);
    }
    return { average: ms.reduce((sum, each) => sum + each, 0) / ms.length, slowest: Math.max(...ms) };
  }

  /**
   * The admin saving the sample game's score every `everyMs`, the first save after half of
   * that, the home score one point up and back again so that every save changes the data.
   * The returned function stops, puts the score back, and gives each save's time and the saves
   * refused.
   */
  saveScores(cookie: string, { gameId, score: [home, away] }: Sample, everyMs: number) {
    const path = `/api/games/${gameId}/score`;
    const ms: number[] = [];
    const refused: string[] = [];
    let saves = 0;
    let saving: Promise<void> = Promise.resolve();
    const save = async () => {
      saves += 1;
      const json = { homeTeamScore: home + (saves % 2), awayTeamScore: away };
      try {
        const answer = await this.call('PUT', path, { cookie, json });
        if (answer.status === 200) ms.push(answer.ms);
        else refused.push(`${answer.status} ${answer.body.toString().slice(0, 200)}`);
      } catch (error) {
        refused.push(String(error));
      }
    };
    let timer: NodeJS.Timeout = setTimeout(() => {
      saving = saving.then(save);
      timer = setInterval(() => (saving = saving.then(save)), everyMs);
    }, everyMs / 2);
    return async () => {
      clearTimeout(timer);
      clearInterval(timer);
      await saving;
      if (saves % 2 === 1) await this.call('PUT', path, { cookie, json: { homeTeamScore: home, awayTeamScore: away } });
      return { ms, refused };
    };
  }
}

/** Every public read call of the site. */
export function publicReads({ leagueId: league, gameId: game, teamId: team, playerId: player }: Sample): Target[] {
  return [
    '/api/leagues',
    `/api/leagues/${league}`,
    `/api/leagues/${league}/standings`,
    `/api/games?leagueId=${league}`,
    `/api/games/${game}`,
    `/api/teams/${team}`,
    `/api/players/${player}`,
    '/api/locations',
    `/api/awards/league/${league}`,
    `/api/player-stats/league/${league}/averages`,
    `/api/player-stats/league/${league}/totals`,
    `/api/player-stats/player/${player}`,
    `/api/player-stats/player/${player}/averages`,
    `/api/player-stats/team/${team}`,
    '/api/records/all-time/total',
    '/api/records/all-time/average',
    '/api/records/league/total',
    '/api/records/league/average',
    `/api/leagues/${league}/schedule.ics`,
  ].map(target);
}

/** The pages visitors open (the web app's routes, `src/web/config/paths.ts`), as the server sends them. */
export function visitorPages({ gameId, teamId, playerId }: Sample): Target[] {
  return [
    '/',
    '/standings',
    '/schedule',
    '/statistics',
    '/records',
    `/teams/${teamId}`,
    `/players/${playerId}`,
    `/games/${gameId}/box-score`,
  ].map(target);
}
