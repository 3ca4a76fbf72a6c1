import { z } from 'zod';

/**
 * A new league's first steps, which an empty dashboard lists (docs/decisions/046-first-steps.md):
 * each is ticked once done, and leads to its screen.
 */
export const FIRST_STEPS = {
  site: { label: 'Name the site and add its logo', done: 'The site settings were saved.' },
  rules: { label: "Write the league's rules", done: 'The league rules page was edited.' },
  league: { label: 'Create a season', done: 'A league exists.' },
  gyms: { label: 'Add the gyms', done: 'A gym exists.' },
  teams: { label: 'Add the teams', done: 'A team exists.' },
  players: { label: 'Add the players', done: 'A player exists.' },
  schedule: { label: 'Build the schedule', done: 'A game exists.' },
  email: { label: 'Turn on email', done: 'A mail server is set.' },
} as const;
export type FirstStep = keyof typeof FIRST_STEPS;
export const FIRST_STEP_KEYS = Object.keys(FIRST_STEPS) as [FirstStep, ...FirstStep[]];

/** `GET /api/dashboard/first-steps`: whether each step is done, and the league the schedule step builds. */
export const firstSteps = z.object({
  steps: z.array(z.object({ step: z.enum(FIRST_STEP_KEYS), done: z.boolean() })),
  /** The newest active league, or the newest league: where the schedule builder and the playoffs lead. */
  leagueId: z.number().int().nullable(),
});
export type FirstSteps = z.infer<typeof firstSteps>;
