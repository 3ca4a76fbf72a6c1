-- Minutes played: optional on a line, from 0 to 60. Minutes alone never make a game played.
ALTER TABLE "player_stats" ADD COLUMN "minutes" integer;--> statement-breakpoint
ALTER TABLE "player_stats" ADD CONSTRAINT "player_stats_minutes_check" CHECK ("player_stats"."minutes" BETWEEN 0 AND 60);