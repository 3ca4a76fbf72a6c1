import type { BookTeam } from '#domain/book-schemas.ts';
import { periodLabel, playKind, type GameSettings, type Play, type PlayerId, type Side } from '#domain/play-by-play.ts';

type Teams = Record<Side, BookTeam>;
type BookPlayer = BookTeam['players'][number];

/** A player as the pad and the list name them: the number first, as the scorer sees the jersey. */
export const playerName = (player: BookPlayer) =>
  player.number === null ? player.name : `#${player.number} ${player.name}`;

/** The name of a player of either team, or a stand-in for one the rosters no longer hold. */
export function nameOf(teams: Teams, playerId: PlayerId | null): string {
  if (playerId === null) return 'nobody';
  const player = [...teams.home.players, ...teams.away.players].find((candidate) => candidate.id === playerId);
  return player ? player.name : `Player ${playerId}`;
}

/**
 * A play in the list of plays, such as `Ann Able (Hawks): Two-pointer made` or
 * `Hawks: Substitution, Bo Bell in, Ann Able out`.
 */
export function playText(play: Play, teams: Teams, settings: GameSettings): string {
  const { label } = playKind(play.kind);
  switch (play.kind) {
    case 'periodStart':
      return `Start of the ${periodLabel(play.period, settings)}`;
    case 'periodEnd':
      return `End of the ${periodLabel(play.period, settings)}`;
    case 'startingFive':
      return `${teams[play.side].name}: ${label}, ${play.players.map((id) => nameOf(teams, id)).join(', ')}`;
    case 'substitution':
      return `${teams[play.side].name}: ${label}, ${nameOf(teams, play.playerIn)} in, ${nameOf(teams, play.playerOut)} out`;
    case 'timeout':
      return `${teams[play.side].name}: ${label}`;
  }
  const team = teams[play.side].name;
  const spot = 'spot' in play && play.spot ? ' · spot marked' : '';
  if (play.playerId == null) return `${team}: ${label} (team)`;
  return `${nameOf(teams, play.playerId)} (${team}): ${label}${spot}`;
}
