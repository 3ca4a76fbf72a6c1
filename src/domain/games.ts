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
