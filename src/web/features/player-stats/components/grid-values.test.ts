import { describe, expect, it } from 'vitest';
import type { BoxScoreLine, GameDetail } from '#domain/game-schemas.ts';
import { SHOWN_STATS } from '#domain/stat-catalogue.ts';
import {
  boxScoreBodyOf,
  boxScoreGrid,
  enteredLines,
  GRID_STATS,
  gridTeams,
  linePoints,
  startingValues,
} from './grid-values.ts';

let nextId = 1;

/** A box score line as `GET /api/games/{id}` derives it: field goals with threes, total rebounds. */
function line(name: string, jerseyNumber: number | null, shown: Partial<BoxScoreLine> = {}): BoxScoreLine {
  const zeros = Object.fromEntries(SHOWN_STATS.map((stat) => [stat.key, 0]));
  const played = Object.entries(shown).some(([, value]) => typeof value === 'number' && value > 0);
  const [firstName = '', lastName = ''] = name.split(' ');
  return {
    ...zeros,
    playerStatId: nextId,
    id: nextId++,
    firstName,
    lastName,
    jerseyNumber,
    played,
    ...shown,
  } as BoxScoreLine;
}

function game(home: BoxScoreLine[], away: BoxScoreLine[], score: [number, number] | null = null): GameDetail {
  const side = (name: string, Players: BoxScoreLine[]) => ({ id: nextId++, name, logoUrl: null, Players });
  return {
    homeTeamScore: score?.[0] ?? null,
    awayTeamScore: score?.[1] ?? null,
    HomeTeam: side('Hawks', home),
    AwayTeam: side('Owls', away),
  } as unknown as GameDetail;
}

const cells = (values: Record<string, unknown>) => GRID_STATS.map((stat) => values[stat.key]);

describe('the grid', () => {
  it('lists each team in the scorebook order: by jersey number, players without one last, then by name', () => {
    const teams = gridTeams(
      game([line('Cy Zane', null), line('Al Bo', 12), line('Ed Ash', null), line('Di Fox', 4)], []),
    );
    expect(teams[0]!.players.map((player) => player.lastName)).toEqual(['Fox', 'Bo', 'Ash', 'Zane']);
    expect(teams[1]).toMatchObject({ side: 'away', firstRow: 4 });
  });

  it('starts a game nobody has entered with every row played at zeros and a 0-0 score', () => {
    const values = startingValues(game([line('Al Bo', 1)], [line('Di Fox', 2)]));
    expect(values.homeTeamScore).toBe('0');
    expect(values.rows.map((row) => row.didNotPlay)).toEqual([false, false]);
    expect(cells(values.rows[0]!)).toEqual(GRID_STATS.map(() => '0'));
  });

  it("starts an entered game from its lines in the scorebook's meaning, and all-zero lines as did not play", () => {
    const shooter = line('Al Bo', 1, { fgm: 6, fga: 13, threepm: 2, threepa: 5, rebounds: 7, offensiveRebounds: 2 });
    const values = startingValues(
      game([shooter, line('Ed Ash', 2)], [line('Di Fox', 3, { personalFouls: 1 })], [52, 47]),
    );
    expect(values).toMatchObject({ homeTeamScore: '52', awayTeamScore: '47' });
    expect(values.rows[0]).toMatchObject({ didNotPlay: false, fgm: '6', fga: '13', threepm: '2', rebounds: '7' });
    expect(values.rows[1]).toMatchObject({ didNotPlay: true, fgm: '' });
    expect(values.rows[2]).toMatchObject({ didNotPlay: false, personalFouls: '1' });
  });

  it("adds up each team's points as typed, leaving out players who did not play", () => {
    const entered = game([line('Al Bo', 1), line('Ed Ash', 2)], [line('Di Fox', 3)]);
    const rows = [
      { id: 1, didNotPlay: false, fgm: '6', threepm: '2', ftm: '3' },
      { id: 2, didNotPlay: true, fgm: '9' },
      { id: 3, didNotPlay: false, fgm: '1', threepm: '' },
    ];
    expect(linePoints(entered, rows)).toEqual({ home: 17, away: 2 });
    expect(enteredLines(rows)).toBe(2);
    expect(enteredLines([{ id: 1, didNotPlay: false, fgm: '0' }])).toBe(0);
  });

  it("sends each line in the stored meaning, a player who did not play as zeros, and nobody's minutes", () => {
    const entered = { fgm: 5, fga: 11, threepm: 2, threepa: 5, ftm: 3, fta: 4, rebounds: 7, offensiveRebounds: 2 };
    const typed = Object.fromEntries(
      GRID_STATS.map((stat) => [stat.key, String(entered[stat.key as keyof typeof entered] ?? 0)]),
    );
    const body = boxScoreBodyOf(
      boxScoreGrid.parse({
        homeTeamScore: '15',
        awayTeamScore: '',
        rows: [
          { id: 7, didNotPlay: false, ...typed },
          { id: 8, didNotPlay: true, fgm: '' },
        ],
      }),
    );
    expect(body.homeTeamScore).toBe(15);
    expect(body.awayTeamScore).toBeNull();
    expect(body.lines[0]).toMatchObject({
      id: 7,
      fgm: 3,
      fga: 6,
      threepm: 2,
      threepa: 5,
      rebounds: 5,
      offensiveRebounds: 2,
    });
    expect(body.lines[1]).toMatchObject({ id: 8, fgm: 0, rebounds: 0, personalFouls: 0 });
    expect(body.lines.every((sent) => !('minutes' in sent))).toBe(true);
  });

  it("refuses a row whose field goals fall below its threes, in the stat form's words", () => {
    const typed = Object.fromEntries(GRID_STATS.map((stat) => [stat.key, '0']));
    const result = boxScoreGrid.safeParse({
      homeTeamScore: '0',
      awayTeamScore: '0',
      rows: [{ id: 1, didNotPlay: false, ...typed, fgm: '1', fga: '4', threepm: '2', threepa: '3' }],
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['rows', 0, 'fgm'], message: 'FGM must be greater than or equal to 3PM' }),
    ]);
  });
});
