import {
  disagreementMessage,
  isTie,
  pointsDisagreements,
  tieQuestion,
  type GameScore,
  type LinePoints,
} from '#domain/games.ts';

type TeamNames = { home: string; away: string };

/**
 * The warnings of a score its lines do not add up to. A game whose lines nobody has entered
 * yet has none: a score may come before its lines.
 */
export function scoreWarnings(score: GameScore, points: LinePoints, names: TeamNames, linesEntered: number): string[] {
  return linesEntered > 0 ? pointsDisagreements(score, points, names).map(disagreementMessage) : [];
}

/** What to ask before saving a box score, or null to save at once: its warnings, and a tie. */
export function questionBeforeSaving(
  score: GameScore,
  points: LinePoints,
  names: TeamNames,
  linesEntered: number,
): string | null {
  const warnings = scoreWarnings(score, points, names, linesEntered);
  if (isTie(score)) return [...warnings, tieQuestion(score)].join(' ');
  return warnings.length > 0 ? [...warnings, 'Save anyway?'].join(' ') : null;
}
