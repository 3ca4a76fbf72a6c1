import { z } from 'zod';
import { optionalUrl, requiredId, requiredText } from './fields.ts';
import { league } from './leagues.ts';

/** A team as tables and game rows name it. */
export const teamSummary = z.object({ id: z.number().int(), name: z.string(), logoUrl: z.string().nullable() });
export type TeamSummary = z.infer<typeof teamSummary>;

export const team = teamSummary.extend({ LeagueId: z.number().int(), League: league });
export type Team = z.infer<typeof team>;

/** A league with its teams, by name. */
export const leagueWithTeams = league.extend({ Teams: z.array(teamSummary.extend({ LeagueId: z.number().int() })) });
export type LeagueWithTeams = z.infer<typeof leagueWithTeams>;

/**
 * A player as public pages show them: never their email or phone number, which the privacy
 * policy promises stay in the back office.
 */
export const publicPlayer = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  position: z.string().nullable(),
  age: z.number().int().nullable(),
  height: z.string().nullable(),
  weight: z.number().int().nullable(),
  jerseyNumber: z.number().int().nullable(),
  isCaptain: z.boolean(),
});
export type PublicPlayer = z.infer<typeof publicPlayer>;

/** The player-team link (docs/rules/league-data.md#rosters): Current Team or Previous Team. */
export const playerTeamLink = z.object({ isCurrentTeam: z.boolean() });

export const rosterPlayer = publicPlayer.extend({ PlayerTeam: playerTeamLink });
export type RosterPlayer = z.infer<typeof rosterPlayer>;

/** `GET /api/teams/{id}`: the team, its league and every player ever linked to it. */
export const teamDetail = team.extend({ Players: z.array(rosterPlayer) });
export type TeamDetail = z.infer<typeof teamDetail>;

/** Team create; the name is unique in its league, whatever the case (docs/rules/league-data.md#teams). */
export const newTeamBody = z.object(
  {
    name: requiredText('Team name is required.'),
    LeagueId: requiredId('League is required.'),
    logoUrl: optionalUrl(),
  },
  { error: 'The request body must be a JSON object.' },
);
export type NewTeamBody = z.input<typeof newTeamBody>;

/**
 * `PUT /api/teams/{id}`: `playerIds`, when present, is the team's current roster: listed players
 * get a current link, current players not listed become previous (docs/rules/league-data.md#teams).
 */
export const teamUpdateBody = newTeamBody.extend({
  playerIds: z
    .array(z.number().int().positive().max(2_147_483_647), { error: 'Players must be a list of ids.' })
    .optional(),
});
export type TeamUpdateBody = z.input<typeof teamUpdateBody>;
