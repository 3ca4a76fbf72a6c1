import { Link } from 'react-router';
import type { GameDetail } from '#domain/game-schemas.ts';
import { clockText, type LivePlay, type LivePlayer, type ScoredLiveGame } from '#domain/live-game.ts';
import type { Side } from '#domain/play-by-play.ts';
import { Section } from '#web/components/ui/section.tsx';
import { cellClass, headerCellClass, tableClass, tableLinkClass, TableRegion } from '#web/components/ui/table.tsx';
import { paths } from '#web/config/paths.ts';
import { LiveBadge, periodText } from './live-score-card.tsx';
import { ShotChart, ShotChartKey } from './shot-chart.tsx';

/** The latest plays shown while the game is on; the whole play-by-play is one click away. */
const LATEST_PLAYS = 8;

type Teams = Record<Side, string>;

const sideTeams = (game: GameDetail): Teams => ({ home: game.HomeTeam.name, away: game.AwayTeam.name });
const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/**
 * Each period's points and the total, the team fouls of the half and the timeouts left, and
 * which team is in the bonus.
 */
function ScoreByPeriod({ live, teams }: { live: ScoredLiveGame; teams: Teams }) {
  const { state } = live;
  return (
    <TableRegion label="Score by period">
      {/* Narrow enough for a phone: the headers wrap rather than the table scrolling. */}
      <table className={`${tableClass} max-w-2xl`}>
        <caption className="sr-only">Score by period, team fouls and timeouts left</caption>
        <thead>
          <tr>
            <th scope="col" className={headerCellClass}>
              Team
            </th>
            {state.scoreByPeriod.map((period) => (
              <th key={period.period} scope="col" className={`${headerCellClass} text-center`}>
                {period.label}
              </th>
            ))}
            <th scope="col" className={`${headerCellClass} text-center`}>
              Total
            </th>
            <th scope="col" className={`${headerCellClass} text-center`}>
              Fouls
            </th>
            <th scope="col" className={`${headerCellClass} text-center`}>
              {/* A soft hyphen: on a phone the long word breaks rather than the table overflowing. */}
              Time{'\u00AD'}outs left
            </th>
          </tr>
        </thead>
        <tbody>
          {(['home', 'away'] as const).map((side) => (
            <tr key={side}>
              <th scope="row" className={`${cellClass} pr-4 font-semibold`}>
                {teams[side]}
                {/* The other team's next foul gives this one free throws. */}
                {state.inBonus[side] ? (
                  <span className="ml-2 whitespace-nowrap rounded bg-amber-950 px-1.5 py-0.5 text-xs font-semibold text-amber-200">
                    Bonus
                  </span>
                ) : null}
              </th>
              {state.scoreByPeriod.map((period) => (
                <td key={period.period} className={`${cellClass} text-center`}>
                  {period[side]}
                </td>
              ))}
              <td className={`${cellClass} text-center text-base font-extrabold`}>{state.score[side]}</td>
              <td className={`${cellClass} text-center`}>{state.teamFouls[side]}</td>
              <td className={`${cellClass} text-center`}>{state.timeoutsLeft[side]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

/** What happened, in the play-by-play's words: who did it, and who a lineup names. */
function playText(play: LivePlay): string {
  const who = play.playerName ? `${play.playerName}: ` : '';
  return play.detail ? `${who}${play.label}: ${play.detail}` : `${who}${play.label}`;
}

function PlayItem({ play, teams }: { play: LivePlay; teams: Teams }) {
  const scored = play.points > 0;
  return (
    <li className="grid grid-cols-[4.5rem_minmax(0,1fr)_auto] items-baseline gap-x-3 py-2">
      <span className="text-sm tabular-nums text-neutral-300">{play.clock === null ? '' : clockText(play.clock)}</span>
      <span className="min-w-0">
        {play.side ? <span className="block text-xs text-neutral-300">{teams[play.side]}</span> : null}
        <span className={scored ? 'font-semibold text-white' : 'text-neutral-200'}>{playText(play)}</span>
      </span>
      <span className={`tabular-nums ${scored ? 'font-bold text-brand-strong' : 'text-neutral-300'}`}>
        {play.score.home}-{play.score.away}
      </span>
    </li>
  );
}

/** Plays latest first, each period under its own heading, with the score after each play. */
function PlayList({ plays, teams, label }: { plays: LivePlay[]; teams: Teams; label: string }) {
  const periods = [...new Set(plays.map((play) => play.period))];
  return (
    <div aria-label={label} role="group">
      {periods.map((period) => {
        const inPeriod = plays.filter((play) => play.period === period);
        return (
          <section key={period} aria-label={inPeriod[0]!.periodLabel}>
            <h4 className="mt-3 text-xs font-bold uppercase tracking-wide text-neutral-300">
              {inPeriod[0]!.periodLabel}
            </h4>
            <ol className="divide-y divide-neutral-800">
              {inPeriod.map((play) => (
                <PlayItem key={play.id} play={play} teams={teams} />
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}

/**
 * Each player's game so far as the book keeps it: points, rebounds, assists, fouls, and where
 * the team's lineup is kept, minutes and plus/minus; while the game is on, who is on the court.
 */
function PlayersTable({ players, team, live }: { players: LivePlayer[]; team: string; live: boolean }) {
  if (players.length === 0) return null;
  const minutes = players.some((player) => player.seconds !== null);
  const plusMinus = players.some((player) => player.plusMinus !== null);
  const headers = ['MIN', 'PTS', 'REB', 'AST', 'STL', 'BLK', 'TO', 'PF', '+/-'].filter(
    (header) => (header !== 'MIN' || minutes) && (header !== '+/-' || plusMinus),
  );
  return (
    <TableRegion label={`${team} players in the game`}>
      <table className={`${tableClass} min-w-max`}>
        <caption className="pb-2 text-left font-bold">{team}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${headerCellClass} sticky left-0 z-10 bg-neutral-950`}>
              Player
            </th>
            {headers.map((header) => (
              <th key={header} scope="col" className={`${headerCellClass} text-right`}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {players.map((player) => {
            const { line } = player;
            const values: Record<string, string> = {
              MIN: player.seconds === null ? '' : clockText(player.seconds),
              PTS: String(player.points),
              REB: String(line.rebounds + line.offensiveRebounds),
              AST: String(line.assists),
              STL: String(line.steals),
              BLK: String(line.blocks),
              TO: String(line.turnovers),
              PF: String(player.personalFouls),
              '+/-': player.plusMinus === null ? '' : signed(player.plusMinus),
            };
            return (
              <tr key={player.playerId}>
                <th
                  scope="row"
                  className={`${cellClass} sticky left-0 z-10 whitespace-nowrap bg-neutral-950 pr-4 font-normal`}
                >
                  <Link to={paths.player(player.playerId)} className={tableLinkClass}>
                    {player.number !== null ? (
                      <span className="mr-2 inline-block min-w-9 text-neutral-300">#{player.number}</span>
                    ) : null}
                    {player.name}
                  </Link>
                  {live && player.onCourt ? (
                    <span className="ml-2 text-xs text-brand-strong" title="On the court">
                      ●<span className="sr-only"> on the court</span>
                    </span>
                  ) : null}
                </th>
                {headers.map((header) => (
                  <td key={header} className={`${cellClass} text-right`}>
                    {values[header]}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableRegion>
  );
}

/**
 * A game scored live as visitors follow it (docs/rules/screens.md#live-box-score): where it
 * stands, the score by period with the team fouls and timeouts, the latest plays while it is on,
 * each player's game, the whole play-by-play (a `details`, which opens before the app runs) and
 * each team's shot chart where the scorekeeper tapped the spots.
 */
export function LiveGamePanel({ game, live }: { game: GameDetail; live: ScoredLiveGame }) {
  const teams = sideTeams(game);
  const bySide = (side: Side) => live.players.filter((player) => player.side === side);
  const shotsOf = (side: Side) => live.shots.filter((shot) => shot.side === side);
  return (
    <section aria-labelledby="live-game" className="space-y-6">
      <h2 id="live-game" className="flex flex-wrap items-center gap-3 text-xl font-bold">
        Play by play <LiveBadge live={live} />
        <span className="text-base font-normal text-neutral-300">{periodText(live)}</span>
      </h2>
      <ScoreByPeriod live={live} teams={teams} />

      {live.on && live.plays.length > 0 ? (
        <section aria-labelledby="latest-plays">
          <h3 id="latest-plays" className="text-lg font-bold">
            Latest plays
          </h3>
          <PlayList plays={live.plays.slice(0, LATEST_PLAYS)} teams={teams} label="Latest plays, latest first" />
        </section>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <PlayersTable players={bySide('home')} team={teams.home} live={live.on} />
        <PlayersTable players={bySide('away')} team={teams.away} live={live.on} />
      </div>

      <details className="rounded-lg border border-neutral-800 px-4 py-2 [&[open]>summary]:mb-2">
        <summary className="cursor-pointer font-semibold">All plays ({live.plays.length}), latest first</summary>
        <PlayList plays={live.plays} teams={teams} label="Play-by-play, latest first" />
      </details>

      {live.shots.length > 0 ? (
        <Section title="Shot chart">
          <div className="grid gap-6 sm:grid-cols-2">
            <ShotChart team={teams.home} shots={shotsOf('home')} plays={live.plays} />
            <ShotChart team={teams.away} shots={shotsOf('away')} plays={live.plays} />
          </div>
          <ShotChartKey />
        </Section>
      ) : null}
    </section>
  );
}
