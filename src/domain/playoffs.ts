import { assertNever } from './assert-never.ts';
import { counted } from './counts.ts';
import type { GameStatus } from './game-status.ts';

/**
 * Playoffs (docs/rules/league-data.md#playoffs): a single-elimination bracket of a league's top
 * N teams (2 to 16), seeded in the standings' own order, the top seeds given byes when N is not
 * a power of two, with an optional game for third place. The plan is pure structure; the
 * server stores it and its games, and `resolveBracket` works out who plays whom from results.
 */

/** The two parts of a league's season, whose figures are kept apart; the regular season by default. */
export const PHASES = {
  regular: { label: 'Regular season' },
  playoffs: { label: 'Playoffs' },
} as const;
export type Phase = keyof typeof PHASES;
export const PHASE_KEYS = Object.keys(PHASES) as [Phase, ...Phase[]];

export const MIN_PLAYOFF_TEAMS = 2;
export const MAX_PLAYOFF_TEAMS = 16;
export const BRACKET_SIZE_MESSAGE = 'A bracket has 2 to 16 teams.';

export function notEnoughTeamsMessage(count: number): string {
  return `The league has only ${count} ${count === 1 ? 'team' : 'teams'}.`;
}

/** A league rule: the regular-season games a player needs to be eligible for the playoffs. */
export const PLAYOFF_MIN_GAMES = 3;
export const ELIGIBILITY_RULE = `Playoff eligibility needs ${counted(PLAYOFF_MIN_GAMES, 'regular-season game')}.`;
export const isPlayoffEligible = (regularSeasonGames: number) => regularSeasonGames >= PLAYOFF_MIN_GAMES;
/** How eligibility counts a game without a box score (docs/decisions/043-numbers-with-partial-box-scores.md). */
export const ELIGIBILITY_COUNTING =
  "A game counts where the player's line has a stat, and a game without a box score for the team counts for every player on its roster then.";

/**
 * What an admin is asked before making a bracket while regular-season games are still to be
 * played: the seeds come from today's standings and stay as they are once the bracket is made.
 */
export function earlyBracketWarning(unplayed: number): string {
  return (
    `${counted(unplayed, 'regular-season game')} ${unplayed === 1 ? 'is' : 'are'} not played yet. ` +
    "The seeds come from today's standings and do not change once the bracket is made."
  );
}

/** Where a side of a matchup comes from: a seed, or the winner or loser of an earlier matchup. */
export type Source = { seed: number } | { winnerOf: string } | { loserOf: string };

export type Matchup = {
  /** `r1-m0` (round 1, first matchup), or `third` for the third-place game. */
  key: string;
  round: number;
  position: number;
  home: Source;
  away: Source;
};

export type BracketRound = { round: number; name: string; matchups: Matchup[] };
export type BracketPlan = { teamCount: number; size: number; rounds: BracketRound[]; thirdPlace: Matchup | null };

export const THIRD_PLACE_KEY = 'third';
export const THIRD_PLACE_NAME = 'Third place';

/** Final, Semifinals, Quarterfinals, Round of 16, or First round before those. */
export function roundName(round: number, roundCount: number): string {
  const fromEnd = roundCount - round;
  if (fromEnd === 0) return 'Final';
  if (fromEnd === 1) return 'Semifinals';
  if (fromEnd === 2) return 'Quarterfinals';
  if (fromEnd === 3) return 'Round of 16';
  return round === 1 ? 'First round' : `Round ${round}`;
}

/** The round of one game, as schedules, calendars and box scores name it: "Semifinal", "Final". */
const GAME_ROUND_NAMES: Readonly<Record<string, string>> = { Semifinals: 'Semifinal', Quarterfinals: 'Quarterfinal' };

/**
 * The round a matchup's game belongs to, named for one game: Final, Semifinal, Quarterfinal,
 * Round of 16, First round, Third place. A key the plan does not have reads "Playoffs".
 */
export function matchupRoundName(teamCount: number, thirdPlace: boolean, key: string): string {
  if (key === THIRD_PLACE_KEY) return THIRD_PLACE_NAME;
  const plan = bracketPlan(teamCount, thirdPlace);
  const round = plan.rounds.find((candidate) => candidate.matchups.some((matchup) => matchup.key === key));
  if (!round) return PHASES.playoffs.label;
  return GAME_ROUND_NAMES[round.name] ?? round.name;
}

/**
 * The seeds in bracket order, so that the better seeds meet as late as possible: for 8,
 * 1 8 4 5 3 6 2 7 (pairs 1-8, 4-5, 3-6, 2-7). Each size is the previous one with every seed s
 * followed by its partner (size + 1 - s).
 */
export function seedOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2;
    order = order.flatMap((seed) => [seed, next + 1 - seed]);
  }
  return order;
}

const matchupKey = (round: number, position: number) => `r${round}-m${position}`;

/**
 * The bracket of `teamCount` teams: its size is the next power of two, and a first-round pair
 * whose lower seed is beyond the teams is a bye, so the higher seed enters the next round
 * directly. Only games that are played are matchups. The better seed is at home; in later
 * rounds that is worked out once the teams are known.
 */
export function bracketPlan(teamCount: number, thirdPlace: boolean): BracketPlan {
  if (!Number.isInteger(teamCount) || teamCount < MIN_PLAYOFF_TEAMS || teamCount > MAX_PLAYOFF_TEAMS) {
    throw new RangeError(BRACKET_SIZE_MESSAGE);
  }
  let size = 1;
  while (size < teamCount) size *= 2;
  const roundCount = Math.log2(size);
  const order = seedOrder(size);
  // What fills each place of the current round: a seed (a bye or a first-round team) or a winner.
  let places: Source[] = order.map((seed) => ({ seed }));
  const rounds: BracketRound[] = [];
  for (let round = 1; round <= roundCount; round++) {
    const matchups: Matchup[] = [];
    const next: Source[] = [];
    for (let position = 0; position < places.length / 2; position++) {
      const home = places[position * 2]!;
      const away = places[position * 2 + 1]!;
      const byed = [home, away].find((side) => 'seed' in side && side.seed > teamCount);
      if (byed) {
        next.push(home === byed ? away : home);
        continue;
      }
      const key = matchupKey(round, matchups.length);
      matchups.push({ key, round, position: matchups.length, home, away });
      next.push({ winnerOf: key });
    }
    rounds.push({ round, name: roundName(round, roundCount), matchups });
    places = next;
  }
  const semifinals = rounds.at(-2)?.matchups ?? [];
  const third =
    thirdPlace && semifinals.length === 2
      ? {
          key: THIRD_PLACE_KEY,
          round: roundCount,
          position: 1,
          home: { loserOf: semifinals[0]!.key },
          away: { loserOf: semifinals[1]!.key },
        }
      : null;
  return { teamCount, size, rounds, thirdPlace: third };
}

/** Every matchup of a plan, round by round, the third-place game last. */
export function allMatchups(plan: BracketPlan): Matchup[] {
  return [...plan.rounds.flatMap((round) => round.matchups), ...(plan.thirdPlace ? [plan.thirdPlace] : [])];
}

/** What a matchup's game says so far: its teams as scheduled, and the winner once decided. */
export type MatchupResult = { homeTeamId: number; awayTeamId: number; winnerTeamId: number | null };

export type ResolvedMatchup = {
  key: string;
  round: number;
  /** The better seed's team at home, once both are known. */
  home: { teamId: number; seed: number } | null;
  away: { teamId: number; seed: number } | null;
  winnerTeamId: number | null;
  loserTeamId: number | null;
};

/**
 * Who plays whom: a side is known once its source is decided (a seed at once, a winner or loser
 * once that game has a winner), and the better seed of the two is at home. `seeds` are team
 * ids in seed order.
 */
export function resolveBracket(
  plan: BracketPlan,
  seeds: readonly number[],
  results: ReadonlyMap<string, MatchupResult>,
): { matchups: ResolvedMatchup[]; championTeamId: number | null; thirdPlaceTeamId: number | null } {
  const seedOf = new Map(seeds.map((teamId, index) => [teamId, index + 1]));
  const resolved = new Map<string, ResolvedMatchup>();
  const sideOf = (source: Source): { teamId: number; seed: number } | null => {
    if ('seed' in source) {
      const teamId = seeds[source.seed - 1];
      return teamId === undefined ? null : { teamId, seed: source.seed };
    }
    const earlier = resolved.get('winnerOf' in source ? source.winnerOf : source.loserOf);
    const teamId = 'winnerOf' in source ? earlier?.winnerTeamId : earlier?.loserTeamId;
    return teamId == null ? null : { teamId, seed: seedOf.get(teamId) ?? Number.MAX_SAFE_INTEGER };
  };
  for (const matchup of allMatchups(plan)) {
    const a = sideOf(matchup.home);
    const b = sideOf(matchup.away);
    const [home, away] = a && b && b.seed < a.seed ? [b, a] : [a, b];
    const result = results.get(matchup.key);
    const teams = home && away ? [home.teamId, away.teamId] : [];
    const winnerTeamId =
      result?.winnerTeamId != null && teams.includes(result.winnerTeamId) ? result.winnerTeamId : null;
    const loserTeamId = winnerTeamId === null ? null : (teams.find((team) => team !== winnerTeamId) ?? null);
    resolved.set(matchup.key, { key: matchup.key, round: matchup.round, home, away, winnerTeamId, loserTeamId });
  }
  const final = plan.rounds.at(-1)?.matchups[0];
  return {
    matchups: [...resolved.values()],
    championTeamId: final ? (resolved.get(final.key)?.winnerTeamId ?? null) : null,
    thirdPlaceTeamId: plan.thirdPlace ? (resolved.get(plan.thirdPlace.key)?.winnerTeamId ?? null) : null,
  };
}

/** The winner of a game: the higher score of a final game, or the side that did not forfeit. */
export function gameWinner(game: {
  homeTeamId: number;
  awayTeamId: number;
  homeTeamScore: number | null;
  awayTeamScore: number | null;
  status: GameStatus;
  forfeitedBy: string | null;
}): number | null {
  switch (game.status) {
    case 'forfeit':
      if (game.forfeitedBy === 'home') return game.awayTeamId;
      if (game.forfeitedBy === 'away') return game.homeTeamId;
      return null;
    case 'final': {
      const home = game.homeTeamScore ?? 0;
      const away = game.awayTeamScore ?? 0;
      if (home === away) return null;
      return home > away ? game.homeTeamId : game.awayTeamId;
    }
    case 'scheduled':
    case 'postponed':
    case 'cancelled':
      return null;
    default:
      return assertNever(game.status);
  }
}
