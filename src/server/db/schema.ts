/**
 * Every table of the database, one file per resource in schema/, with the relations Drizzle's
 * query API follows. The client, drizzle.config.ts (which writes the migrations from it) and
 * the code read the tables from here.
 */
export * from './schema/leagues.ts';
export * from './schema/users.ts';
export * from './schema/teams.ts';
export * from './schema/players.ts';
export * from './schema/locations.ts';
export * from './schema/games.ts';
export * from './schema/books.ts';
export * from './schema/playoffs.ts';
export * from './schema/stats.ts';
export * from './schema/records.ts';
export * from './schema/awards.ts';
export * from './schema/advertisements.ts';
export * from './schema/analytics.ts';
export * from './schema/site.ts';
export * from './schema/registrations.ts';
export * from './schema/mail.ts';
export * from './schema/imports.ts';
export * from './schema/relations.ts';
