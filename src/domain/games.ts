import { formatGameDate, formatGameTime } from './format.ts';

/** A game's score as stored: null until entered. */
export type GameScore = { homeTeamScore: number | null; awayTeamScore: number | null };

/** A game counts (standings, stats, records) once either score is above 0 (docs/rules/numbers.md#played-game). */
export function isPlayed(game: GameScore): boolean {
  return (game.homeTeamScore ?? 0) > 0 || (game.awayTeamScore ?? 0) > 0;
}

/** A null score shows as N/A, a 0-0 result shows blank (docs/rules/screens.md#scores). */
export function scoreText(score: number | null, game: GameScore): string {
  if (score === null) return 'N/A';
  if (!isPlayed(game)) return '';
  return String(score);
}

/** A played game with equal scores: basketball has none, so the screens ask before saving one. */
export function isTie(game: GameScore): boolean {
  return isPlayed(game) && game.homeTeamScore === game.awayTeamScore;
}

/** The question the screens ask before saving a tie (docs/rules/league-data.md#scores-and-lines). */
export function tieQuestion(game: GameScore): string {
  return (
    `${game.homeTeamScore}-${game.awayTeamScore} is a tie, and basketball has no ties: the league's rules ` +
    'decide a game in overtime, then sudden death. Save the tie anyway? It counts for neither team.'
  );
}

/**
 * What a game's box score holds (docs/rules/screens.md#box-score-page): a game not played yet, a
 * result whose lines nobody entered, lines that do not add up to the score, or a box score
 * that agrees with it.
 */
export const BOX_SCORE_STATUSES = {
  scheduled: { label: 'Scheduled' },
  notEntered: { label: 'Box score not entered' },
  scoreOnly: { label: 'Score only' },
  incomplete: { label: 'Totals incomplete' },
  complete: { label: 'Final' },
} as const;
export type BoxScoreStatus = keyof typeof BOX_SCORE_STATUSES;

/** Each team's points as its players' lines add them up. */
export type LinePoints = { home: number; away: number };

/** The teams whose lines do not add up to their score, with both figures. */
export function pointsDisagreements(game: GameScore, points: LinePoints, names: { home: string; away: string }) {
  return (['home', 'away'] as const)
    .map((side) => ({
      team: names[side],
      score: (side === 'home' ? game.homeTeamScore : game.awayTeamScore) ?? 0,
      points: points[side],
    }))
    .filter((side) => side.score !== side.points);
}

/** The warning a screen shows before saving a score its lines do not add up to. */
export function disagreementMessage(side: { team: string; score: number; points: number }): string {
  const points = side.points === 1 ? '1 point' : `${side.points} points`;
  // "Hawks' players", "Owls' players", "Lynx's players".
  const whose = side.team.endsWith('s') ? `${side.team}'` : `${side.team}'s`;
  return `${whose} players add up to ${points}, but its score is ${side.score}.`;
}

/**
 * What a screen asks before saving a score (docs/rules/league-data.md#scores-and-lines): a tie,
 * and, once some line is entered, each team whose lines do not add up to its new score. Empty
 * when there is nothing to ask.
 */
export function scoreQuestions(
  game: GameScore,
  lines: { points: LinePoints; entered: number },
  names: { home: string; away: string },
): string[] {
  const questions: string[] = [];
  if (isTie(game)) questions.push(tieQuestion(game));
  const warnings = scoreWarnings(game, lines, names);
  if (warnings.length > 0) questions.push(`${warnings.join(' ')} Save the score anyway?`);
  return questions;
}

/**
 * The warnings of a score its lines do not add up to, one per team, shown as the scorer types.
 * A game whose lines nobody has entered yet has none: a score may come before its lines.
 */
export function scoreWarnings(
  game: GameScore,
  lines: { points: LinePoints; entered: number },
  names: { home: string; away: string },
): string[] {
  return lines.entered > 0 ? pointsDisagreements(game, lines.points, names).map(disagreementMessage) : [];
}

/**
 * The box score's status: `linesEntered` counts the lines in which someone played. A played
 * game whose lines do not add up to its score has incomplete totals; one without lines that
 * the league marked "score only" expects none (docs/decisions/043-numbers-with-partial-box-scores.md).
 */
export function boxScoreStatus(
  game: GameScore & { scoreOnly?: boolean },
  points: LinePoints,
  linesEntered: number,
): BoxScoreStatus {
  if (!isPlayed(game)) return 'scheduled';
  if (linesEntered === 0) return game.scoreOnly ? 'scoreOnly' : 'notEntered';
  const agrees = (game.homeTeamScore ?? 0) === points.home && (game.awayTeamScore ?? 0) === points.away;
  return agrees ? 'complete' : 'incomplete';
}

/**
 * Why changing a game's teams is refused when a team leaving it has entered lines: the lines
 * would go with it (docs/rules/league-data.md#games).
 */
export function linesWouldBeLostMessage(teams: readonly { name: string; lines: number }[]): string {
  const lost = teams.map(({ name, lines }) => `${lines} entered stat ${lines === 1 ? 'line' : 'lines'} of ${name}`);
  const names = teams.map(({ name }) => name).join(' and ');
  return (
    `Changing the teams would delete ${lost.join(' and ')} in this game. ` +
    `Keep ${names} in the game, or clear ${teams.length === 1 && teams[0]!.lines === 1 ? 'that line' : 'those lines'} in the box score first.`
  );
}

type Sides = {
  HomeTeam: { Players: readonly { played: boolean }[] };
  AwayTeam: { Players: readonly { played: boolean }[] };
};

/** How many of a game's lines hold an entered stat. */
export function enteredLinesOf(game: Sides): number {
  return [...game.HomeTeam.Players, ...game.AwayTeam.Players].filter((line) => line.played).length;
}

/** What a delete question adds about the stat lines going with a game or a player (none: nothing). */
export function linesGoingText(lines: number, owner: 'game' | 'player'): string {
  if (lines === 0) return '';
  const whose = owner === 'game' ? 'Its' : 'Their';
  const along = owner === 'game' ? 'it' : 'them';
  return lines === 1
    ? ` ${whose} 1 entered stat line goes with ${along}.`
    : ` ${whose} ${lines} entered stat lines go with ${along}.`;
}

/**
 * Why a game is refused a gym slot (docs/rules/league-data.md#gym-slots): another game that is
 * not cancelled already holds it, in any league.
 */
export function gymSlotTakenMessage(slot: { gym: string; date: string; time: string }): string {
  return `${slot.gym} already has a game at ${formatGameTime(slot.time)} on ${formatGameDate(slot.date)}.`;
}
