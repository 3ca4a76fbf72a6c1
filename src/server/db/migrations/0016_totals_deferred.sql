-- A transaction that writes many lines at once (an import) may put off the players' totals
-- until it has written them all, with SET LOCAL league.totals_deferred = 'on': the triggers of
-- lines and games then do not fire, and the writer works out the totals of every player it
-- touched itself before it commits (src/server/imports/save.ts, refreshDeferredTotals). A
-- statement at a time, each worked out its few players' totals again from all their lines, which
-- cost more than the statement's own writes.
DROP TRIGGER "player_stats_inserted_totals" ON "player_stats";
--> statement-breakpoint
CREATE TRIGGER "player_stats_inserted_totals" AFTER INSERT ON "player_stats"
REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT
WHEN (current_setting('league.totals_deferred', true) IS DISTINCT FROM 'on')
EXECUTE FUNCTION player_stats_refresh_totals();
--> statement-breakpoint
DROP TRIGGER "player_stats_updated_totals" ON "player_stats";
--> statement-breakpoint
CREATE TRIGGER "player_stats_updated_totals" AFTER UPDATE ON "player_stats"
REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT
WHEN (current_setting('league.totals_deferred', true) IS DISTINCT FROM 'on')
EXECUTE FUNCTION player_stats_refresh_totals();
--> statement-breakpoint
DROP TRIGGER "player_stats_deleted_totals" ON "player_stats";
--> statement-breakpoint
CREATE TRIGGER "player_stats_deleted_totals" AFTER DELETE ON "player_stats"
REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT
WHEN (current_setting('league.totals_deferred', true) IS DISTINCT FROM 'on')
EXECUTE FUNCTION player_stats_refresh_totals();
--> statement-breakpoint
DROP TRIGGER "games_updated_totals" ON "games";
--> statement-breakpoint
CREATE TRIGGER "games_updated_totals" AFTER UPDATE ON "games"
REFERENCING OLD TABLE AS old_games NEW TABLE AS new_games FOR EACH STATEMENT
WHEN (current_setting('league.totals_deferred', true) IS DISTINCT FROM 'on')
EXECUTE FUNCTION games_refresh_totals();
