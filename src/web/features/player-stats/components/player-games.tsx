import { isNotFound } from '#web/components/ui/not-found-message.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { emptyTextClass } from '#web/components/ui/table.tsx';
import type { Phase } from '#domain/playoffs.ts';
import { usePlayerGameLog } from '../api/get-player-stats.ts';
import { CareerHighs } from './career-highs.tsx';
import { GameLogTable } from './game-log-table.tsx';

/** The player's career highs (once they have played) and their game log. */
export function PlayerGames({ playerId, phase = 'regular' }: { playerId: number; phase?: Phase }) {
  const log = usePlayerGameLog(playerId, phase);
  if (log.isPending) return <Spinner label="Loading game log" />;
  if (log.isError && !isNotFound(log.error)) {
    return (
      <Section id="player-game-log" title="Game log">
        <p className={emptyTextClass}>Error loading data</p>
      </Section>
    );
  }
  const rows = log.data ?? [];
  return (
    <>
      {rows.length ? <CareerHighs log={rows} /> : null}
      <Section id="player-game-log" title="Game log">
        {rows.length ? <GameLogTable log={rows} /> : <p className={emptyTextClass}>No stats found for this player</p>}
      </Section>
    </>
  );
}
