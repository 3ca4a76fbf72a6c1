import { z } from 'zod';
import { requiredDate, requiredId, yearsMessage } from './fields.ts';
import { isoDate } from './leagues.ts';
import { gameTime, requiredTime } from './game-schemas.ts';
import {
  MAX_BLACKOUT_DATES,
  MAX_SCHEDULE_GAMES,
  MAX_SCHEDULE_TEAMS,
  MAX_UNAVAILABLE_DATES,
  MAX_WEEKLY_SLOTS,
  TOO_MANY_BLACKOUT_DATES,
  TOO_MANY_GAMES,
  TOO_MANY_SLOTS,
  TOO_MANY_TEAMS,
  TOO_MANY_UNAVAILABLE_DATES,
} from './schedule-builder.ts';

/**
 * The schedule builder's requests and answers (docs/rules/league-data.md#schedule-builder):
 * `POST /api/leagues/{id}/schedule/preview` and `POST /api/leagues/{id}/schedule`. The
 * building and the checks themselves are in src/domain/schedule-builder.ts, and so are the
 * limits of every list here: no request is larger than the builder's bounds (decision 033).
 */

const id = z.number().int();
const body = { error: 'The request body must be a JSON object.' };

/** A weekly slot: a gym, a weekday (0 Sunday to 6 Saturday) and a start time. */
export const weeklySlotBody = z.object({
  locationId: requiredId('Each slot needs a gym.'),
  weekday: z.coerce
    .number({ error: 'Each slot needs a weekday.' })
    .int('Each slot needs a weekday.')
    .min(0, 'Each slot needs a weekday.')
    .max(6, 'Each slot needs a weekday.'),
  time: requiredTime('Each slot needs a start time.'),
});

/** A game the builder proposes, or the admin moved: saved as it is. */
export const proposedGameBody = z.object({
  date: requiredDate('Each game needs a date.', yearsMessage("A game's date")),
  time: requiredTime('Each game needs a time.'),
  locationId: requiredId('Each game needs a gym.'),
  homeTeamId: requiredId('Each game needs a home team.'),
  awayTeamId: requiredId('Each game needs an away team.'),
});

/** The games of a preview or a save, at most as many as the builder makes. */
const gamesList = z.array(proposedGameBody, { error: 'Games are a list.' }).max(MAX_SCHEDULE_GAMES, TOO_MANY_GAMES);

const builderFields = {
  /** The teams to schedule; all the league's teams when left out. */
  teamIds: z
    .array(requiredId('Teams are given by id.'), { error: 'Teams are a list of ids.' })
    .max(MAX_SCHEDULE_TEAMS, TOO_MANY_TEAMS)
    .optional(),
  meetings: z.coerce
    .number({ error: 'Each pair meets 1 to 4 times.' })
    .int('Each pair meets 1 to 4 times.')
    .min(1, 'Each pair meets 1 to 4 times.')
    .max(4, 'Each pair meets 1 to 4 times.'),
  slots: z.array(weeklySlotBody, { error: 'Slots are a list.' }).max(MAX_WEEKLY_SLOTS, TOO_MANY_SLOTS),
  firstDate: requiredDate('The first date is required.', yearsMessage('The first date')),
  blackoutDates: z
    .array(requiredDate('Blackout dates are dates.', yearsMessage('A blackout date')), {
      error: 'Blackout dates are a list.',
    })
    .max(MAX_BLACKOUT_DATES, TOO_MANY_BLACKOUT_DATES)
    .default([]),
  unavailable: z
    .array(
      z.object({
        teamId: requiredId('Each unavailable date names a team.'),
        date: requiredDate('Each unavailable date needs a date.', yearsMessage('An unavailable date')),
      }),
      { error: 'Unavailable dates are a list.' },
    )
    .max(MAX_UNAVAILABLE_DATES, TOO_MANY_UNAVAILABLE_DATES)
    .default([]),
};

/** `POST .../schedule/preview`: the builder's inputs, and the games as edited so far (checked, not rebuilt). */
export const schedulePreviewBody = z.object(
  {
    ...builderFields,
    games: gamesList.optional(),
  },
  body,
);
export type SchedulePreviewBody = z.input<typeof schedulePreviewBody>;

/** `POST .../schedule`: the games to create, with the inputs they are checked against. */
export const scheduleSaveBody = z.object(
  {
    ...builderFields,
    games: gamesList.min(1, 'There are no games to save.'),
  },
  body,
);
export type ScheduleSaveBody = z.input<typeof scheduleSaveBody>;

const proposedGame = z.object({ date: isoDate, time: gameTime, locationId: id, homeTeamId: id, awayTeamId: id });

/** One finding of the checks, with the games it is about (their places in `games`). */
export const scheduleIssue = z.object({
  kind: z.string(),
  message: z.string(),
  gameIndexes: z.array(z.number().int()),
});
export type ScheduleIssueAnswer = z.infer<typeof scheduleIssue>;

/** The preview: every proposed game, and what the checks found. Errors must go before saving. */
export const schedulePreview = z.object({
  games: z.array(proposedGame),
  errors: z.array(scheduleIssue),
  warnings: z.array(scheduleIssue),
});
export type SchedulePreview = z.infer<typeof schedulePreview>;

/** The save: how many games were made. */
export const scheduleSaved = z.object({ created: z.number().int(), gameIds: z.array(id) });
