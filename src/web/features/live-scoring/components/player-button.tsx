import type { BookTeam } from '#domain/book-schemas.ts';
import type { PlayerGame } from '#domain/play-by-play.ts';
import { playerName } from '../play-text.ts';
import { TapButton } from './tap-button.tsx';

const fouls = (count: number) => (count === 1 ? '1 foul' : `${count} fouls`);

/** A player's points and fouls so far; the warning foul and a disqualification stand out. */
function PlayerLine({ game, chosen }: { game: PlayerGame | undefined; chosen: boolean }) {
  if (game?.disqualified) {
    return <span className={`font-bold ${chosen ? '' : 'text-red-300'}`}>Disqualified: sub out</span>;
  }
  const points = game?.points ?? 0;
  return (
    <span className={chosen ? '' : 'text-neutral-300'}>
      {points === 1 ? '1 pt' : `${points} pts`} ·{' '}
      <span className={game?.warned ? `font-bold ${chosen ? '' : 'text-amber-300'}` : ''}>
        {fouls(game?.personalFouls ?? 0)}
        {game?.warned ? ' ⚠' : ''}
      </span>
    </span>
  );
}

/** A player on the pad: number and name, then points and fouls, always in view. */
export function PlayerButton({
  player,
  game,
  chosen,
  disabled,
  onTap,
}: {
  player: BookTeam['players'][number];
  game: PlayerGame | undefined;
  chosen: boolean;
  disabled: boolean;
  onTap: () => void;
}) {
  return (
    <TapButton
      tone={chosen ? 'chosen' : game?.disqualified ? 'foul' : 'plain'}
      aria-pressed={chosen}
      disabled={disabled}
      onClick={onTap}
      className="flex flex-col items-start justify-center text-left"
    >
      <span className="w-full truncate">{playerName(player)}</span>
      <span className="text-xs font-normal">
        <PlayerLine game={game} chosen={chosen} />
      </span>
    </TapButton>
  );
}
