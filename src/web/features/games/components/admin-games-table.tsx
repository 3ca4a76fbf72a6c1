import { formatGameDate, formatGameTime } from '#domain/format.ts';
import { RoundMark } from './game-status-note.tsx';
import type { GameSummary } from '#domain/game-schemas.ts';
import { AdminTable, FilterField, type AdminColumn } from '#web/components/ui/admin-list.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { emptyTextClass } from '#web/components/ui/table.tsx';
import { paths } from '#web/config/paths.ts';
import { gameScore } from './schedule-table.tsx';

/** Newest first: the games an admin is about to enter or fix are the recent and coming ones. */
const newestFirst = (a: GameSummary, b: GameSummary) =>
  b.date.localeCompare(a.date) || b.time.localeCompare(a.time) || b.id - a.id;

/** A game in words, 'Home vs Away on date': its actions' names and the delete question. */
export const describeGame = (game: GameSummary) =>
  `${game.HomeTeam.name} vs ${game.AwayTeam.name} on ${formatGameDate(game.date)}`;

/** The games on the date (any date when blank) whose home or away team's name holds the search, newest first. */
export function filterGames(games: readonly GameSummary[] | undefined, search: string, date: string) {
  const term = search.trim().toLowerCase();
  return games
    ?.filter((game) => !date || game.date === date)
    .filter(
      (game) =>
        !term || game.HomeTeam.name.toLowerCase().includes(term) || game.AwayTeam.name.toLowerCase().includes(term),
    )
    .sort(newestFirst);
}

/** The games list's filters: search by team name, and a date with Clear. */
export function GameFilters({
  search,
  onSearch,
  date,
  onDate,
}: {
  search: string;
  onSearch: (search: string) => void;
  date: string;
  onDate: (date: string) => void;
}) {
  return (
    <search className="mt-6 flex flex-wrap items-end gap-4">
      <FilterField
        label="Search by team name"
        className="min-w-0 grow sm:max-w-xs"
        type="search"
        autoComplete="off"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      <div className="flex items-end gap-2">
        <FilterField label="Date" type="date" value={date} onChange={(event) => onDate(event.target.value)} />
        <Button variant="secondary" onClick={() => onDate('')}>
          Clear
        </Button>
      </div>
    </search>
  );
}

/**
 * On phones each game is a card (`look="schedule"`): the date and time with the score beside
 * them, home vs away, the location, then the actions, all in view without a sideways scroll.
 */
const columns: AdminColumn<GameSummary>[] = [
  {
    header: 'Date',
    className: 'whitespace-nowrap',
    cell: (game) => (
      <>
        {formatGameDate(game.date)}
        <RoundMark game={game} />
        {/* On phones the time goes under the date, as on the public schedule. */}
        <span className="block text-neutral-300 sm:hidden">{formatGameTime(game.time)}</span>
      </>
    ),
  },
  { header: 'Time', wideOnly: true, className: 'whitespace-nowrap', cell: (game) => formatGameTime(game.time) },
  { header: 'Home', className: 'font-medium sm:min-w-32 max-sm:row-start-2', cell: (game) => game.HomeTeam.name },
  {
    header: 'Away',
    className: 'font-medium sm:min-w-32 max-sm:row-start-3',
    cell: (game) => (
      <>
        {/* The card has no header row to say which team is at home. */}
        <span className="font-normal text-neutral-300 sm:hidden" aria-hidden="true">
          vs{' '}
        </span>
        {game.AwayTeam.name}
      </>
    ),
  },
  {
    header: 'Score',
    className:
      'whitespace-nowrap max-sm:col-start-2 max-sm:row-start-1 max-sm:text-right max-sm:text-lg max-sm:font-bold',
    cell: gameScore,
  },
  { header: 'Location', className: 'sm:min-w-32 max-sm:row-start-4', cell: (game) => game.Location.name },
];

/**
 * The games list's games (docs/rules/screens.md#list-screens): how many are shown, then each
 * with Edit, Enter Box Score and Delete; or, when none is shown, why.
 */
export function AdminGamesTable({
  items,
  total,
  onDelete,
}: {
  /** The games shown, in order. */
  items: readonly GameSummary[];
  /** How many games there are before the filters. */
  total: number;
  onDelete: (game: GameSummary) => void;
}) {
  return (
    <>
      <p role="status" className="mt-4 text-sm text-neutral-300">
        {items.length === 1 ? '1 game' : `${items.length} games`}
      </p>
      {items.length === 0 ? (
        <p className={emptyTextClass}>{total ? 'No games match the search.' : 'No data available'}</p>
      ) : (
        <AdminTable
          look="schedule"
          region="Games"
          caption="Games, newest first"
          className="mt-2"
          items={items}
          columns={columns}
          rowName={describeGame}
          editPath={paths.admin.gamesUpdate}
          onDelete={onDelete}
          moreActions={(game) => (
            <ButtonLink
              to={paths.admin.gamesBoxScore(game.id)}
              variant="secondary"
              className="whitespace-nowrap"
              aria-label={`Enter Box Score of ${describeGame(game)}`}
            >
              Enter Box Score
            </ButtonLink>
          )}
        />
      )}
    </>
  );
}
