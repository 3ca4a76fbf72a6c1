import type { GameChange, GameNumbers } from './game-schemas.ts';
import { formatColumn, statColumns } from './stat-catalogue.ts';
import { showLine, storedLine } from './stats.ts';

/** The counted columns of a box score: a change names those that moved (percentages follow them). */
const COUNTED_COLUMNS = statColumns('boxScore').filter((column) => column.format === 'count');

const scoreOf = (score: NonNullable<GameNumbers['score']>) =>
  `${score.homeTeamScore ?? 'N/A'}-${score.awayTeamScore ?? 'N/A'}`;

/**
 * A change of a game's history in words, one sentence per thing changed: the score, and each
 * line's box score figures that moved, e.g. "Ann Able: PTS 8 → 10, FGM-FGA 3-5 → 4-6".
 * `playerOf` names a line's player; a line deleted since is "A removed player".
 */
export function describeChange(
  change: Pick<GameChange, 'before' | 'after'>,
  playerOf: (lineId: number) => string | null,
) {
  const sentences: string[] = [];
  if (change.before.score && change.after.score) {
    sentences.push(`Score: ${scoreOf(change.before.score)} → ${scoreOf(change.after.score)}`);
  }
  for (const [id, after] of Object.entries(change.after.lines ?? {})) {
    const before = change.before.lines?.[id];
    if (!before) continue;
    const was = showLine(storedLine(before));
    const is = showLine(storedLine(after));
    const moved = COUNTED_COLUMNS.flatMap((column) => {
      const from = formatColumn(column, was, false);
      const to = formatColumn(column, is, false);
      return from === to ? [] : [`${column.abbreviation} ${from} → ${to}`];
    });
    if (moved.length > 0) sentences.push(`${playerOf(Number(id)) ?? 'A removed player'}: ${moved.join(', ')}`);
  }
  return sentences;
}
