import { z } from 'zod';
import type { ForfeitSide } from './game-status.ts';
import { round1 } from './stats.ts';

/** A row of `GET /api/leagues/{id}/standings` (docs/rules/api.md#standing-row). */
export const standingRow = z.object({
  teamId: z.number().int(),
  teamName: z.string(),
  logoUrl: z.string().nullable(),
  gamesPlayed: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  /** Games the team forfeited, each also a loss. */
  forfeits: z.number().int(),
  /** Wins per decided game, in percent to one decimal. */
  winPercentage: z.number(),
  gamesBehind: z.number(),
  pointsFor: z.number().int(),
  pointsAgainst: z.number().int(),
  pointDifferential: z.number().int(),
  /** 'W3' after three wins in a row, 'L1' after a loss, '' before any result. */
  streak: z.string(),
});
export type StandingRow = z.infer<typeof standingRow>;

export type TeamResults = {
  teamId: number;
  teamName: string;
  logoUrl: string | null;
  wins: number;
  losses: number;
  ties: number;
  /** Games the team forfeited (counted in its losses). */
  forfeits: number;
  pointsFor: number;
  pointsAgainst: number;
  /** Outcomes newest first: 1 win, -1 loss, 0 tie. */
  recent: number[];
  /** Wins and losses against each opponent, by the opponent's team id. */
  versus: Record<number, { wins: number; losses: number }>;
};

/** A regular-season game with a result, final or forfeited, as the standings read it. */
export type DecidedGame = {
  homeTeamId: number;
  awayTeamId: number;
  homeTeamScore: number | null;
  awayTeamScore: number | null;
  forfeitedBy: ForfeitSide | null;
};

/** A decided game from one team's side. */
export type SideResult = {
  opponentId: number;
  /** 1 a win, -1 a loss, 0 a tie. */
  outcome: number;
  /** Whether this team forfeited the game. */
  forfeited: boolean;
  pointsFor: number;
  pointsAgainst: number;
};

/**
 * The standings' rule for a game, forfeits included (docs/rules/numbers.md#forfeits): the
 * higher score wins and equal scores tie; a forfeit is a win for the other team and a loss for
 * the side that forfeited, for both sides in a double forfeit, with no points.
 */
export function resultFor(game: DecidedGame, side: 'home' | 'away'): SideResult {
  const home = side === 'home';
  const pointsFor = (home ? game.homeTeamScore : game.awayTeamScore) ?? 0;
  const pointsAgainst = (home ? game.awayTeamScore : game.homeTeamScore) ?? 0;
  const forfeited = game.forfeitedBy === side || game.forfeitedBy === 'both';
  const outcome = game.forfeitedBy === null ? Math.sign(pointsFor - pointsAgainst) : forfeited ? -1 : 1;
  return { opponentId: home ? game.awayTeamId : game.homeTeamId, outcome, forfeited, pointsFor, pointsAgainst };
}

/**
 * Each team's results (docs/rules/numbers.md#standings) from its league's decided games,
 * given newest first: a team without a game has none; a game of a team not listed is left out.
 */
export function teamResults(
  teams: readonly Pick<TeamResults, 'teamId' | 'teamName' | 'logoUrl'>[],
  games: readonly DecidedGame[],
): TeamResults[] {
  const results = new Map<number, TeamResults>(
    teams.map((team) => [
      team.teamId,
      { ...team, wins: 0, losses: 0, ties: 0, forfeits: 0, pointsFor: 0, pointsAgainst: 0, recent: [], versus: {} },
    ]),
  );
  for (const game of games) {
    for (const side of ['home', 'away'] as const) {
      const team = results.get(side === 'home' ? game.homeTeamId : game.awayTeamId);
      if (!team) continue;
      const result = resultFor(game, side);
      const won = result.outcome > 0;
      const lost = result.outcome < 0;
      if (won) team.wins += 1;
      else if (lost) team.losses += 1;
      else team.ties += 1;
      const versus = (team.versus[result.opponentId] ??= { wins: 0, losses: 0 });
      if (won) versus.wins += 1;
      if (lost) versus.losses += 1;
      if (result.forfeited) team.forfeits += 1;
      team.pointsFor += result.pointsFor;
      team.pointsAgainst += result.pointsAgainst;
      team.recent.push(result.outcome);
    }
  }
  return [...results.values()];
}

function streakOf(recent: number[]): string {
  const [last] = recent;
  if (last === undefined || last === 0) return '';
  let length = 0;
  while (recent[length] === last) length += 1;
  return `${last > 0 ? 'W' : 'L'}${length}`;
}

/** Net head-to-head wins of `team` against the other teams of its tie group. */
function headToHead(team: TeamResults, group: TeamResults[]): number {
  let net = 0;
  for (const other of group) {
    if (other.teamId === team.teamId) continue;
    const record = team.versus[other.teamId];
    if (record) net += record.wins - record.losses;
  }
  return net;
}

/**
 * Ranks a league's teams: wins descending, losses ascending, then within a group level on
 * both, head-to-head record among the group, point differential, points scored, and name.
 */
export function rankStandings(teams: readonly TeamResults[]): StandingRow[] {
  const groups = new Map<string, TeamResults[]>();
  for (const team of teams) {
    const key = `${team.wins}-${team.losses}`;
    groups.set(key, [...(groups.get(key) ?? []), team]);
  }
  const ranked = teams
    .map((team) => ({
      team,
      h2h: headToHead(team, groups.get(`${team.wins}-${team.losses}`) ?? []),
      differential: team.pointsFor - team.pointsAgainst,
    }))
    .sort(
      (a, b) =>
        b.team.wins - a.team.wins ||
        a.team.losses - b.team.losses ||
        b.h2h - a.h2h ||
        b.differential - a.differential ||
        b.team.pointsFor - a.team.pointsFor ||
        a.team.teamName.localeCompare(b.team.teamName, 'en'),
    );
  const leader = ranked[0]?.team;
  return ranked.map(({ team, differential }) => {
    const decided = team.wins + team.losses;
    return {
      teamId: team.teamId,
      teamName: team.teamName,
      logoUrl: team.logoUrl,
      gamesPlayed: decided + team.ties,
      wins: team.wins,
      losses: team.losses,
      forfeits: team.forfeits,
      winPercentage: decided === 0 ? 0 : round1((100 * team.wins) / decided),
      gamesBehind: leader ? (leader.wins - team.wins + (team.losses - leader.losses)) / 2 : 0,
      pointsFor: team.pointsFor,
      pointsAgainst: team.pointsAgainst,
      pointDifferential: differential,
      streak: streakOf(team.recent),
    };
  });
}
