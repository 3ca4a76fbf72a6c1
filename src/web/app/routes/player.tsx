import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { isNotFound, NotFoundMessage } from '#web/components/ui/not-found-message.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { emptyTextClass } from '#web/components/ui/table.tsx';
import { PlayerAwards } from '#web/features/awards/components/player-awards.tsx';
import { PlayerAveragesTable } from '#web/features/player-stats/components/player-averages-table.tsx';
import { PlayerGames } from '#web/features/player-stats/components/player-games.tsx';
import { PhaseSwitch, usePhase } from '#web/features/player-stats/components/phase-switch.tsx';
import { useActiveLeague } from '#web/features/leagues/active-league.tsx';
import { playerQueryOptions } from '#web/features/players/api/get-player.ts';
import { PlayerInfo } from '#web/features/players/components/player-info.tsx';
import { paths } from '#web/config/paths.ts';

/** `/players/{id}`: who the player is, their awards, averages, best games and every game. */
export function PlayerPage() {
  const playerId = Number(useParams().id);
  const validId = Number.isInteger(playerId) && playerId > 0;
  const player = useQuery({ ...playerQueryOptions(playerId), enabled: validId });
  const data = player.data;
  const name = data ? `${data.firstName} ${data.lastName}` : '';
  const notFound = !validId || isNotFound(player.error);
  const { leagues } = useActiveLeague();
  const [phase, setPhase] = usePhase();
  usePageTitle(
    name || (notFound ? 'Player not found' : 'Player'),
    name ? `${name}: team, averages per league, career highs and game log.` : 'A player of the league.',
  );

  // A player merged into another answers as the one they became: the address follows.
  const navigate = useNavigate();
  const keptId = data && data.id !== playerId ? data.id : null;
  useEffect(() => {
    if (keptId !== null) void navigate(paths.player(keptId), { replace: true });
  }, [keptId, navigate]);

  if (notFound) return <NotFoundMessage title="Player not found" />;
  if (player.isError) return <p className={`${emptyTextClass} text-center`}>Error loading data</p>;
  if (!data) return <Spinner label="Loading player" />;

  return (
    <article>
      <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">
        {name}
        {data.isCaptain ? (
          <span className="ml-3 align-middle text-base font-bold text-brand-strong">
            <abbr title="Captain" className="no-underline">
              (C)
            </abbr>
          </span>
        ) : null}
      </h1>
      <PlayerInfo player={data} />
      <PlayerAwards playerId={data.id} />
      {leagues?.some((league) => league.hasPlayoffs) ? (
        <div className="mt-6">
          <PhaseSwitch phase={phase} onChange={setPhase} />
        </div>
      ) : null}
      <PlayerAveragesTable playerId={data.id} phase={phase} />
      <PlayerGames playerId={data.id} phase={phase} />
    </article>
  );
}
