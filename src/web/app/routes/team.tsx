import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { isNotFound, NotFoundMessage } from '#web/components/ui/not-found-message.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Section } from '#web/components/ui/section.tsx';
import { emptyTextClass } from '#web/components/ui/table.tsx';
import { SubscribeLink } from '#web/features/games/components/subscribe-link.tsx';
import { TeamGames } from '#web/features/games/components/team-games.tsx';
import { TeamStatisticsTable } from '#web/features/player-stats/components/team-statistics-table.tsx';
import { PhaseSwitch, usePhase } from '#web/features/player-stats/components/phase-switch.tsx';
import { useActiveLeague } from '#web/features/leagues/active-league.tsx';
import { teamQueryOptions } from '#web/features/teams/api/get-team.ts';
import { RosterTable } from '#web/features/teams/components/roster-table.tsx';
import { TeamHeader } from '#web/features/teams/components/team-header.tsx';

/** `/teams/{id}`: the team, its coming games, roster, statistics and results. */
export function TeamPage() {
  const teamId = Number(useParams().id);
  const validId = Number.isInteger(teamId) && teamId > 0;
  const team = useQuery({ ...teamQueryOptions(teamId), enabled: validId });
  const data = team.data;
  const notFound = !validId || isNotFound(team.error);
  const { leagues } = useActiveLeague();
  const [phase, setPhase] = usePhase();
  usePageTitle(
    data?.name ?? (notFound ? 'Team not found' : 'Team'),
    data
      ? `${data.name} of the ${data.League.name} league: upcoming games, players, team statistics and results.`
      : 'A team of the league.',
  );

  if (notFound) return <NotFoundMessage title="Team not found" />;
  if (team.isError) return <p className={`${emptyTextClass} text-center`}>Error loading data</p>;
  if (!data) return <Spinner label="Loading team" />;

  return (
    <article>
      <TeamHeader team={data}>
        {/* A calendar feed of the team's games (docs/decisions/009-calendar-feeds-and-link-previews.md). */}
        <SubscribeLink
          href={`/api/teams/${data.id}/schedule.ics`}
          name={data.name}
          variant="secondary"
          className="mt-3"
        />
      </TeamHeader>
      <Section id="team-upcoming" title="Upcoming games">
        <TeamGames teamId={data.id} teamName={data.name} part="upcoming" />
      </Section>
      <Section id="team-players" title="Players">
        <RosterTable team={data} />
      </Section>
      <Section id="team-statistics" title="Team statistics">
        {leagues?.find((league) => league.id === data.League.id)?.hasPlayoffs ? (
          <div className="mb-4">
            <PhaseSwitch phase={phase} onChange={setPhase} />
          </div>
        ) : null}
        <TeamStatisticsTable teamId={data.id} teamName={data.name} phase={phase} />
      </Section>
      <Section id="team-results" title="Results">
        <TeamGames teamId={data.id} teamName={data.name} part="results" />
      </Section>
    </article>
  );
}
