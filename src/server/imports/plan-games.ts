import { yearsMessage, requiredDate } from '#domain/fields.ts';
import { formatGameDate, formatGameTime } from '#domain/format.ts';
import { MAX_SCORE, SCORE_MESSAGE } from '#domain/game-schemas.ts';
import { isPlayed, gymSlotTakenMessage } from '#domain/games.ts';
import {
  readDate,
  readTime,
  readWholeNumber,
  sameName,
  splitFullName,
  splitList,
  type DateOrder,
} from '#domain/import-values.ts';
import { STAT_COLUMNS } from '#domain/imports.ts';
import { statLineForm } from '#domain/player-stats.ts';
import { seasonEnd } from '#domain/schedule-dates.ts';
import { points, type StoredLine } from '#domain/stats.ts';
import { slotKey, type GameRow, type ImportContext } from './context.ts';
import {
  addRow,
  firstMessage,
  PeopleOfImport,
  refuse,
  TeamsOfImport,
  type NewGame,
  type NewPlayer,
  type Plan,
  type Ref,
  type Row,
} from './plan.ts';
import { now } from './turns.ts';

/**
 * Schedules and box scores (docs/imports.md#schedule and #box-scores): games of one league by
 * date, home and away. An import fills in what a game lacks (a score, an empty line) and never
 * overwrites: a game that already holds other numbers keeps them and the row is refused.
 */

const gameDate = requiredDate('Date is required.', yearsMessage("A game's date"));

type GameCells = {
  date: string;
  time: string;
  gym: string;
  home: string;
  away: string;
  homeScore: string;
  awayScore: string;
};

const gameCellsOf = (row: Row): GameCells => ({
  date: row.get('date'),
  time: row.get('time'),
  gym: row.get('gym'),
  home: row.get('home'),
  away: row.get('away'),
  homeScore: row.get('homeScore'),
  awayScore: row.get('awayScore'),
});

type ReadGame = {
  date: string;
  time: string | null;
  gymId: number | null;
  home: string;
  away: string;
  score: { homeTeamScore: number; awayTeamScore: number } | null;
};

/** A game's cells, read and checked with the game form's messages; a message when they cannot be. */
function readGame(
  cells: GameCells,
  context: ImportContext,
  order: DateOrder,
  timeAndGym: 'required' | 'optional',
): ReadGame | string {
  const dateCell = readDate(cells.date, order);
  if (!dateCell.ok) return dateCell.message;
  if (dateCell.value === null) return 'Date is required.';
  const date = gameDate.safeParse(dateCell.value);
  if (!date.success) return firstMessage(date.error);
  const time = readTime(cells.time);
  if (!time.ok) return time.message;
  if (time.value === null && timeAndGym === 'required') return 'Time is required.';
  let gymId: number | null = null;
  if (cells.gym === '') {
    if (timeAndGym === 'required') return 'Location is required.';
  } else {
    const gym = context.gymsByName.get(sameName(cells.gym));
    if (!gym) return `No gym is named ${cells.gym}. Import the gyms first, or add it under Locations.`;
    gymId = gym.id;
  }
  if (cells.home === '') return 'Home team is required.';
  if (cells.away === '') return 'Away team is required.';
  if (sameName(cells.home) === sameName(cells.away)) return 'Home team and away team cannot be the same.';
  const home = readWholeNumber(cells.homeScore, 'Home score');
  if (!home.ok) return SCORE_MESSAGE;
  const away = readWholeNumber(cells.awayScore, 'Away score');
  if (!away.ok) return SCORE_MESSAGE;
  if ((home.value ?? 0) > MAX_SCORE || (away.value ?? 0) > MAX_SCORE) return SCORE_MESSAGE;
  if ((home.value === null) !== (away.value === null)) return 'Give both scores, or neither.';
  const score =
    home.value === null || away.value === null ? null : { homeTeamScore: home.value, awayTeamScore: away.value };
  return { date: date.data, time: time.value, gymId, home: cells.home, away: cells.away, score };
}

const scoreText = (score: { homeTeamScore: number | null; awayTeamScore: number | null }) =>
  `${score.homeTeamScore ?? 0}-${score.awayTeamScore ?? 0}`;

/** The games of the import: those on file by date, home and away, and those it creates. */
class GamesOfImport {
  private readonly existing = new Map<string, GameRow>();
  private readonly created = new Map<string, NewGame>();
  private readonly slots: Map<string, number | string>;
  private readonly plan: Plan;

  constructor(context: ImportContext, plan: Plan) {
    this.plan = plan;
    for (const game of context.games) this.existing.set(`${game.date}|${game.homeTeamId}|${game.awayTeamId}`, game);
    this.slots = new Map(context.slots);
  }

  find(date: string, home: Ref, away: Ref): GameRow | NewGame | undefined {
    const key = `${date}|${home}|${away}`;
    return this.existing.get(key) ?? this.created.get(key);
  }

  /** A new game, or why its gym slot is taken. */
  create(game: Omit<NewGame, 'key'>, gymName: string): NewGame | string {
    const slot = slotKey(game.gym, game.date, game.time);
    if (this.slots.has(slot)) return gymSlotTakenMessage({ gym: gymName, date: game.date, time: game.time });
    const key = `game:${game.date}|${game.home}|${game.away}`;
    const made = { key, ...game };
    this.slots.set(slot, key);
    this.created.set(`${game.date}|${game.home}|${game.away}`, made);
    this.plan.games.push(made);
    return made;
  }
}

const isNew = (game: GameRow | NewGame): game is NewGame => 'key' in game;

/** The first and last dates of a past league the import creates: those of its games. */
function datesOfNewLeague(plan: Plan, name: string, dates: string[]) {
  if (dates.length === 0) return;
  const sorted = [...dates].sort();
  const startDate = sorted[0]!;
  let endDate = sorted.at(-1)!;
  if (endDate === startDate)
    endDate = new Date(Date.parse(`${startDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  if (endDate > seasonEnd(startDate)) {
    plan.rows.push({
      line: 1,
      outcome: 'refused',
      what: name,
      note: `A league lasts at most two years, and these games run from ${startDate} to ${endDate}. Split the file by season.`,
    });
    return;
  }
  plan.newLeague = { name, startDate, endDate };
  plan.alsoCreates.unshift(`Past league ${name}, ${startDate} to ${endDate}`);
}

const gymName = (context: ImportContext, id: number) =>
  [...context.gymsByName.values()].find((gym) => gym.id === id)?.name ?? '';

/** A schedule: one game a row, new or on file; a score fills in a game that has none. */
export async function planSchedule(plan: Plan, context: ImportContext, rows: readonly Row[], order: DateOrder) {
  const teams = new TeamsOfImport(context, plan);
  const games = new GamesOfImport(context, plan);
  const dates: string[] = [];
  for (const row of rows) {
    await now();
    const cells = gameCellsOf(row);
    const what = `${cells.date} ${cells.home} vs ${cells.away}`.trim();
    const read = readGame(cells, context, order, 'required');
    if (typeof read === 'string') {
      refuse(plan, row.line, what, read);
      continue;
    }
    const home = teams.refOf(read.home).ref;
    const away = teams.refOf(read.away).ref;
    const title = `${formatGameDate(read.date)}, ${teams.nameOf(home)} vs ${teams.nameOf(away)}`;
    const found = games.find(read.date, home, away);
    if (found) {
      if (isNew(found)) {
        refuse(plan, row.line, title, 'The file has this game twice.');
        continue;
      }
      const moved = found.time !== read.time || found.locationId !== read.gymId;
      if (moved) {
        refuse(
          plan,
          row.line,
          title,
          `The game is on the schedule at ${formatGameTime(found.time)} at ${gymName(context, found.locationId)}. Change it on the game's screen.`,
        );
        continue;
      }
      if (
        read.score === null ||
        (read.score.homeTeamScore === found.homeTeamScore && read.score.awayTeamScore === found.awayTeamScore)
      ) {
        addRow(plan, row.line, 'unchanged', title, 'Already on the schedule.');
      } else if (isPlayed(found)) {
        refuse(
          plan,
          row.line,
          title,
          `The game already has a score of ${scoreText(found)}. Change it on the game's screen.`,
        );
      } else {
        plan.scores.push({ gameId: found.id, ...read.score });
        addRow(plan, row.line, 'matched', title, `On the schedule; its score ${scoreText(read.score)} is filled in.`);
      }
      continue;
    }
    const made = games.create(
      {
        home,
        away,
        gym: read.gymId!,
        date: read.date,
        time: read.time!,
        homeTeamScore: read.score?.homeTeamScore ?? null,
        awayTeamScore: read.score?.awayTeamScore ?? null,
      },
      cells.gym,
    );
    if (typeof made === 'string') {
      refuse(plan, row.line, title, made);
      continue;
    }
    dates.push(read.date);
    addRow(plan, row.line, 'new', title, read.score ? `Final ${scoreText(read.score)}` : '');
  }
  if (context.league?.id === null) datesOfNewLeague(plan, context.league.name, dates);
}

/** The stats of a box-score row as the stat form takes them: blank cells are 0; REB may come as OREB and DREB. */
function readLine(row: Row): { line: StoredLine } | string {
  const entered: Record<string, string> = {};
  for (const stat of STAT_COLUMNS) {
    const cell = row.get(stat.key);
    entered[stat.key] = cell === '' && stat.key !== 'minutes' ? '0' : cell;
  }
  if (!row.has('rebounds') && row.has('defensiveRebounds')) {
    const defensive = readWholeNumber(row.get('defensiveRebounds'), 'Defensive rebounds');
    if (!defensive.ok) return defensive.message;
    entered.rebounds = String((defensive.value ?? 0) + Number(entered.offensiveRebounds || 0));
  }
  const parsed = statLineForm.safeParse(entered);
  if (!parsed.success) return firstMessage(parsed.error);
  const line = parsed.data as StoredLine;
  const stated = readWholeNumber(row.get('points'), 'Points');
  if (!stated.ok) return stated.message;
  if (stated.value !== null && stated.value !== points(line)) {
    return `PTS is ${stated.value}, but FGM, 3PM and FTM make ${points(line)} points.`;
  }
  return { line };
}

const sameLine = (a: StoredLine, b: StoredLine) =>
  STAT_COLUMNS.every((stat) => (a[stat.key as keyof StoredLine] ?? null) === (b[stat.key as keyof StoredLine] ?? null));
const isEmptyLine = (line: StoredLine) => STAT_COLUMNS.every((stat) => !line[stat.key as keyof StoredLine]);

/** The last figure of a team's results (period scores, then the final): its score. */
function finalOf(results: string): number | null | string {
  const figures = splitList(results);
  if (figures.length === 0) return null;
  const last = readWholeNumber(figures.at(-1)!, 'Results');
  return last.ok ? last.value : `Results must be whole numbers separated by |.`;
}

type GameGroup = {
  line: number;
  cells: GameCells;
  /** Teams as their blocks name them, in order: the first is home, unless the row says. */
  blocks: string[];
  results: Map<string, number>;
  lines: { row: Row; team: string }[];
  refusal: string | null;
};

/**
 * Box scores (docs/imports.md#box-scores). A row whose Date is filled starts a game (or
 * continues the one above when it names the same one); a row whose Team is filled starts that
 * team's block, with its Results; a row with a Player is that player's line for the current
 * team. One row a line, with every game cell filled, reads the same way.
 */
export async function planBoxScores(plan: Plan, context: ImportContext, rows: readonly Row[], order: DateOrder) {
  const groups: GameGroup[] = [];
  let current: GameGroup | undefined;
  let team = '';
  for (const row of rows) {
    await now();
    const cells = gameCellsOf(row);
    const sameGame =
      current &&
      cells.date === current.cells.date &&
      sameName(cells.home) === sameName(current.cells.home) &&
      sameName(cells.away) === sameName(current.cells.away);
    if (cells.date !== '' && !sameGame) {
      current = { line: row.line, cells, blocks: [], results: new Map(), lines: [], refusal: null };
      groups.push(current);
      team = '';
    }
    if (!current) {
      refuse(plan, row.line, row.get('player'), 'Date is required.');
      continue;
    }
    if (row.get('team') !== '') {
      team = row.get('team');
      if (!current.blocks.some((name) => sameName(name) === sameName(team))) current.blocks.push(team);
      const final = finalOf(row.get('results'));
      if (typeof final === 'string') current.refusal ??= final;
      else if (final !== null) current.results.set(sameName(team), final);
    }
    if (row.get('player') !== '' || row.get('team') === '') current.lines.push({ row, team });
  }

  const teams = new TeamsOfImport(context, plan);
  const games = new GamesOfImport(context, plan);
  const people = new PeopleOfImport(context.players);
  const rosters = new Rosters(context);
  const lineOf = new Map(context.lines);
  const pending = new Map<string, NewPlayer>();
  const isCurrentTeam = context.league?.isActive === true;
  const dates: string[] = [];
  for (const group of groups) {
    const cells = {
      ...group.cells,
      home: group.cells.home || (group.blocks[0] ?? ''),
      away: group.cells.away || (group.blocks[1] ?? ''),
    };
    const read = group.refusal ?? readGame(cells, context, order, 'optional');
    const title = `${cells.date} ${cells.home} vs ${cells.away}`;
    const refuseGroup = (message: string) => {
      for (const { row } of group.lines) refuse(plan, row.line, title, message);
      if (group.lines.length === 0) refuse(plan, group.line, title, message);
    };
    if (typeof read === 'string') {
      refuseGroup(read);
      continue;
    }
    const home = teams.refOf(read.home).ref;
    const away = teams.refOf(read.away).ref;
    const sideOf = (name: string): Ref | null =>
      sameName(name) === sameName(read.home) ? home : sameName(name) === sameName(read.away) ? away : null;

    // Every line first: a game is made only when none of its lines is refused.
    const planned: PlannedLine[] = [];
    let refusedLines = 0;
    for (const entry of group.lines) {
      await now();
      const name = entry.row.get('player');
      const what = `${name || '(no player)'}, ${entry.team || '(no team)'}`;
      const side = entry.team === '' ? null : sideOf(entry.team);
      const stats = readLine(entry.row);
      const jersey = readWholeNumber(entry.row.get('jerseyNumber'), 'Jersey number');
      const message =
        name === ''
          ? 'Player is required.'
          : entry.team === ''
            ? 'Team is required.'
            : side === null
              ? `${entry.team} does not play in this game.`
              : typeof stats === 'string'
                ? stats
                : null;
      if (message !== null || side === null || typeof stats === 'string') {
        refuse(plan, entry.row.line, what, message ?? 'The row is not valid.');
        refusedLines += 1;
        continue;
      }
      const person = { ...splitFullName(name), email: '', phoneNumber: '' };
      const match = people.match(person, rosters.of(side));
      if (match.kind === 'ambiguous') {
        refuse(
          plan,
          entry.row.line,
          what,
          `${match.count} players are named ${name}. Merge them on the players' screen first.`,
        );
        refusedLines += 1;
        continue;
      }
      if (match.kind === 'player') {
        const note = typeof match.ref === 'string' ? '' : `${people.nameOf(match.ref)} matched ${match.how}.`;
        planned.push({
          row: entry.row,
          team: side,
          player: match.ref,
          line: stats.line,
          what,
          note,
          isNew:
            typeof match.ref === 'string' &&
            pending.has(match.ref) &&
            !plan.players.some((player) => player.key === match.ref),
        });
        continue;
      }
      const key = `player:${entry.row.line}`;
      people.remember(key, person);
      pending.set(key, {
        key,
        ...person,
        position: null,
        age: null,
        height: null,
        weight: null,
        jerseyNumber: jersey.ok && jersey.value !== null && jersey.value <= 99 ? jersey.value : null,
        isCaptain: false,
      });
      planned.push({
        row: entry.row,
        team: side,
        player: key,
        line: stats.line,
        what,
        note: 'New player.',
        isNew: true,
      });
    }
    if (refusedLines > 0) {
      for (const entry of planned) refuse(plan, entry.row.line, entry.what, 'Another line of this game is refused.');
      continue;
    }

    // The score: as the file gives it, else the points of its lines.
    const pointsOf = (side: Ref) =>
      planned.filter((entry) => entry.team === side).reduce((sum, entry) => sum + points(entry.line), 0);
    const results = [group.results.get(sameName(read.home)), group.results.get(sameName(read.away))];
    const fromResults =
      results[0] !== undefined && results[1] !== undefined
        ? { homeTeamScore: results[0], awayTeamScore: results[1] }
        : null;
    // Both sides' lines, or the score is not known: one team's lines alone leave it as it is.
    const bothSides = [home, away].every((side) => planned.some((entry) => entry.team === side));
    const fromLines = bothSides ? { homeTeamScore: pointsOf(home), awayTeamScore: pointsOf(away) } : null;
    const score = read.score ?? fromResults ?? fromLines;

    let game = games.find(read.date, home, away);
    let gameNote = '';
    if (!game) {
      if (read.time === null || read.gymId === null) {
        refuseGroup(
          `No game on ${read.date} between ${read.home} and ${read.away} is on the schedule. Import the schedule first, or add Time and Gym columns.`,
        );
        continue;
      }
      const made = games.create(
        {
          home,
          away,
          gym: read.gymId,
          date: read.date,
          time: read.time,
          homeTeamScore: score?.homeTeamScore ?? null,
          awayTeamScore: score?.awayTeamScore ?? null,
        },
        cells.gym,
      );
      if (typeof made === 'string') {
        refuseGroup(made);
        continue;
      }
      game = made;
      dates.push(read.date);
      gameNote = score && isPlayed(score) ? `New game, final ${scoreText(score)}.` : 'New game.';
    } else if (isNew(game)) {
      refuseGroup('The file has this game twice: keep its lines together.');
      continue;
    } else if (score && isPlayed(score)) {
      if (
        isPlayed(game) &&
        (game.homeTeamScore !== score.homeTeamScore || game.awayTeamScore !== score.awayTeamScore)
      ) {
        refuseGroup(`The game already has a score of ${scoreText(game)}. Change it on the game's screen.`);
        continue;
      }
      if (!isPlayed(game)) {
        plan.scores.push({ gameId: game.id, ...score });
        gameNote = `Score ${scoreText(score)} filled in.`;
      }
    }
    const gameRef: Ref = isNew(game) ? game.key : game.id;
    for (const entry of planned) {
      const existing =
        typeof gameRef === 'number' && typeof entry.player === 'number'
          ? lineOf.get(`${gameRef}:${entry.player}`)
          : undefined;
      if (existing && sameLine(existing, entry.line)) {
        addRow(plan, entry.row.line, 'unchanged', entry.what, 'Already in the box score.');
        continue;
      }
      if (existing && !isEmptyLine(existing)) {
        refuse(
          plan,
          entry.row.line,
          entry.what,
          "The player's line in this game already holds other numbers. Change it on the box score's screen.",
        );
        continue;
      }
      const newPlayer = typeof entry.player === 'string' ? pending.get(entry.player) : undefined;
      if (newPlayer) {
        plan.players.push(newPlayer);
        pending.delete(entry.player as string);
      }
      if (!rosters.has(entry.player, entry.team)) {
        rosters.add(entry.player, entry.team);
        plan.links.push({ player: entry.player, team: entry.team, isCurrentTeam });
      }
      plan.lines.push({ game: gameRef, player: entry.player, team: entry.team, line: entry.line });
      const note = [entry.note, gameNote, `${points(entry.line)} pts.`].filter(Boolean).join(' ');
      addRow(plan, entry.row.line, entry.isNew ? 'new' : 'matched', entry.what, note);
      gameNote = '';
    }
  }
  if (context.league?.id === null) datesOfNewLeague(plan, context.league.name, dates);
}

type PlannedLine = { row: Row; team: Ref; player: Ref; line: StoredLine; what: string; note: string; isNew: boolean };

/** Who is on each team of the league, on file or by this import. */
class Rosters {
  private readonly byTeam = new Map<Ref, Set<Ref>>();
  constructor(context: ImportContext) {
    for (const key of context.links.keys()) {
      const [player, team] = key.split(':').map(Number) as [number, number];
      this.add(player, team);
    }
  }
  of(team: Ref): Ref[] {
    return [...(this.byTeam.get(team) ?? [])];
  }
  has(player: Ref, team: Ref): boolean {
    return this.byTeam.get(team)?.has(player) ?? false;
  }
  add(player: Ref, team: Ref) {
    const players = this.byTeam.get(team) ?? new Set<Ref>();
    players.add(player);
    this.byTeam.set(team, players);
  }
}
