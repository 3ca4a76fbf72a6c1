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
export type Sample = {
  leagueId: number;
  gameId: number;
  teamId: number;
  playerId: number;
  score: [number, number];
  /** The player's stat line in that game, as stored (the numbers a line save sends back). */
  line: { id: number; assists: number } & Record<string, unknown>;
};

/** A save's time as the bench saw it, and as the server took it (its `Server-Timing`). */
export type SaveTime = { ms: number; serverMs: number };

const DECODERS: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  deflate: inflateSync,
};

export class Site {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });

  readonly origin: string;

  constructor(origin: string) {
    this.origin = origin;
  }

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
  async readJson<T>(path: string, cookie?: string): Promise<T> {
    const answer = await this.call('GET', path, { cookie });
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
      line: await this.readJson(`/api/player-stats/game/${game.id}/player/${player.id}`),
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
   * A scorekeeper saving the sample game's numbers as game night saves them, in turn the score
   * (the home score one point up and back) and the player's stat line (one assist more and
   * back), so that every save changes data the mix reads. `save` makes the next one and notes
   * its time, or why it was refused; `restore` puts the numbers back as they were.
   */
  scorekeeper(cookie: string, { gameId, score: [home, away], line }: Sample) {
    const saves: SaveTime[] = [];
    const refused: string[] = [];
    let count = 0;
    const put = (turn: number, up: boolean) =>
      turn % 2 === 0
        ? this.call('PUT', `/api/games/${gameId}/score`, {
            cookie,
            json: { homeTeamScore: home + (up ? 1 : 0), awayTeamScore: away },
          })
        : this.call('PUT', `/api/player-stats/${line.id}`, {
            cookie,
            json: { ...line, assists: line.assists + (up ? 1 : 0) },
          });
    return {
      saves,
      refused,
      save: async () => {
        count += 1;
        // Saves 1 and 2 go up, 3 and 4 come back, and so on.
        const up = Math.floor((count - 1) / 2) % 2 === 0;
        try {
          const answer = await put(count, up);
          const timing = /app;dur=([\d.]+)/.exec(String(answer.headers['server-timing'] ?? ''));
          if (answer.status === 200) saves.push({ ms: answer.ms, serverMs: timing ? Number(timing[1]) : Number.NaN });
          else refused.push(`${answer.status} ${answer.body.toString().slice(0, 200)}`);
        } catch (error) {
          refused.push(String(error));
        }
      },
      restore: async () => {
        await put(0, false);
        await put(1, false);
      },
    };
  }

  /**
   * Saves a location as it is: a write that changes everything the public cache keeps
   * (locations appear on every schedule), as a broad change does.
   */
  async changeEverything(cookie: string) {
    type Location = {
      id: number;
      name: string;
      address: string;
      website: string | null;
      mapsLink: string | null;
      notes: string | null;
    };
    const answer = await this.call('GET', '/api/locations', { cookie });
    const encoding = String(answer.headers['content-encoding'] ?? '');
    const [first] = JSON.parse((DECODERS[encoding]?.(answer.body) ?? answer.body).toString()) as Location[];
    if (!first) throw new Error('no location to save');
    const { id, name, address, website, mapsLink, notes } = first;
    const saved = await this.call('PUT', `/api/locations/${id}`, {
      cookie,
      json: { name, address, website, mapsLink, notes },
    });
    if (saved.status !== 200)
      throw new Error(`PUT /api/locations/${id}: ${saved.status} ${saved.body.toString().slice(0, 200)}`);
  }

  /** The server's own account of its memory, in bytes (an admin's call). */
  async memory(
    cookie: string,
  ): Promise<{ resident: number; heap: number; database: number; geolocation: number; publicCache: number }> {
    return this.readJson('/api/dashboard/memory', cookie);
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
