import { z } from 'zod';
import { requiredDate, requiredId, yearsMessage } from './fields.ts';
import { gameSummary, requiredTime } from './game-schemas.ts';
import { BRACKET_SIZE_MESSAGE, MAX_PLAYOFF_TEAMS, MIN_PLAYOFF_TEAMS } from './playoffs.ts';

/** The playoff calls' bodies and answers (docs/rules/api.md#playoffs). */

const id = z.number().int();

/** `POST /api/leagues/{id}/playoffs`: how many of the standings' top teams, and a third-place game or not. */
export const newBracketBody = z.object(
  {
    teams: z.coerce
      .number({ error: BRACKET_SIZE_MESSAGE })
      .int(BRACKET_SIZE_MESSAGE)
      .min(MIN_PLAYOFF_TEAMS, BRACKET_SIZE_MESSAGE)
      .max(MAX_PLAYOFF_TEAMS, BRACKET_SIZE_MESSAGE),
    thirdPlace: z.boolean({ error: 'Third place is true or false.' }).default(false),
  },
  { error: 'The request body must be a JSON object.' },
);
export type NewBracketBody = z.input<typeof newBracketBody>;

/** `PUT /api/leagues/{id}/playoffs/{matchup}`: when and where a matchup's game is played. */
export const matchupGameBody = z.object(
  {
    date: requiredDate('Date is required.', yearsMessage("A game's date")),
    time: requiredTime('Time is required.'),
    locationId: requiredId('Location is required.'),
  },
  { error: 'The request body must be a JSON object.' },
);
export type MatchupGameBody = z.input<typeof matchupGameBody>;

export const matchupParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  matchup: z.string().regex(/^(r\d{1,2}-m\d{1,2}|third)$/, 'No such matchup.'),
});

const side = z.object({ teamId: id, name: z.string(), logoUrl: z.string().nullable(), seed: id });

/** One matchup: its sides once known (the better seed at home), its game once scheduled, its winner once decided. */
export const bracketMatchup = z.object({
  key: z.string(),
  round: id,
  home: side.nullable(),
  away: side.nullable(),
  game: gameSummary.nullable(),
  winnerTeamId: id.nullable(),
});
export type BracketMatchup = z.infer<typeof bracketMatchup>;

/** `GET /api/leagues/{id}/playoffs`. */
export const bracketAnswer = z.object({
  leagueId: id,
  teamCount: id,
  thirdPlace: z.boolean(),
  rounds: z.array(z.object({ name: z.string(), games: z.array(bracketMatchup) })),
  championTeamId: id.nullable(),
  thirdPlaceTeamId: id.nullable(),
  /** Rostered players of the bracket's teams without the regular-season games the league's rules ask. */
  ineligible: z.array(
    z.object({
      playerId: id,
      firstName: z.string(),
      lastName: z.string(),
      teamId: id,
      teamName: z.string(),
      gamesPlayed: id,
    }),
  ),
});
export type BracketAnswer = z.infer<typeof bracketAnswer>;
