import { relations } from 'drizzle-orm';
import { adClicks, advertisements } from './advertisements.ts';
import { awardPlayers, awards } from './awards.ts';
import { games } from './games.ts';
import { leagues } from './leagues.ts';
import { locations } from './locations.ts';
import { players, playerTeams } from './players.ts';
import { playerStats } from './stats.ts';
import { teams } from './teams.ts';

// How Drizzle's query API walks from a row to the rows it names (`with: { league: … }`).

export const leaguesRelations = relations(leagues, ({ many }) => ({ teams: many(teams), awards: many(awards) }));
export const teamsRelations = relations(teams, ({ one, many }) => ({
  league: one(leagues, { fields: [teams.leagueId], references: [leagues.id] }),
  playerTeams: many(playerTeams),
}));
export const playersRelations = relations(players, ({ many }) => ({ playerTeams: many(playerTeams) }));
export const playerTeamsRelations = relations(playerTeams, ({ one }) => ({
  player: one(players, { fields: [playerTeams.playerId], references: [players.id] }),
  team: one(teams, { fields: [playerTeams.teamId], references: [teams.id] }),
}));
export const gamesRelations = relations(games, ({ one, many }) => ({
  homeTeam: one(teams, { fields: [games.homeTeamId], references: [teams.id], relationName: 'home' }),
  awayTeam: one(teams, { fields: [games.awayTeamId], references: [teams.id], relationName: 'away' }),
  league: one(leagues, { fields: [games.leagueId], references: [leagues.id] }),
  location: one(locations, { fields: [games.locationId], references: [locations.id] }),
  playerStats: many(playerStats),
}));
export const playerStatsRelations = relations(playerStats, ({ one }) => ({
  game: one(games, { fields: [playerStats.gameId], references: [games.id] }),
  player: one(players, { fields: [playerStats.playerId], references: [players.id] }),
  team: one(teams, { fields: [playerStats.teamId], references: [teams.id] }),
}));
export const awardsRelations = relations(awards, ({ one, many }) => ({
  league: one(leagues, { fields: [awards.leagueId], references: [leagues.id] }),
  awardPlayers: many(awardPlayers),
}));
export const awardPlayersRelations = relations(awardPlayers, ({ one }) => ({
  award: one(awards, { fields: [awardPlayers.awardId], references: [awards.id] }),
  player: one(players, { fields: [awardPlayers.playerId], references: [players.id] }),
}));
export const advertisementsRelations = relations(advertisements, ({ many }) => ({ clicks: many(adClicks) }));
export const adClicksRelations = relations(adClicks, ({ one }) => ({
  advertisement: one(advertisements, { fields: [adClicks.advertisementId], references: [advertisements.id] }),
}));
