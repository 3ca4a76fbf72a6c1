/** A game's score as stored: null until entered. */
export type GameScore = { homeTeamScore: number | null; awayTeamScore: number | null };

/** A game counts (standings, stats, records) once either score is above 0 (DESIGN §4). */
export function isPlayed(game: GameScore): boolean {
  return (game.homeTeamScore ?? 0) > 0 || (game.awayTeamScore ?? 0) > 0;
}

/** SPEC §4: a null score shows as N/A, a 0-0 result shows blank. */
export function scoreText(score: number | null, game: GameScore): string {
  if (score === null) return 'N/A';
  if (!isPlayed(game)) return '';
  return String(score);
}
