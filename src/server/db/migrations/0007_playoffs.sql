CREATE TABLE "playoff_brackets" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"team_count" integer NOT NULL,
	"third_place" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playoff_brackets_team_count_check" CHECK ("playoff_brackets"."team_count" BETWEEN 2 AND 16)
);
--> statement-breakpoint
CREATE TABLE "playoff_games" (
	"bracket_id" integer NOT NULL,
	"matchup" varchar(12) NOT NULL,
	"game_id" integer NOT NULL,
	CONSTRAINT "playoff_games_bracket_id_matchup_pk" PRIMARY KEY("bracket_id","matchup")
);
--> statement-breakpoint
CREATE TABLE "playoff_seeds" (
	"bracket_id" integer NOT NULL,
	"seed" integer NOT NULL,
	"team_id" integer NOT NULL,
	CONSTRAINT "playoff_seeds_bracket_id_seed_pk" PRIMARY KEY("bracket_id","seed")
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "playoff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "playoff_brackets" ADD CONSTRAINT "playoff_brackets_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playoff_games" ADD CONSTRAINT "playoff_games_bracket_id_playoff_brackets_id_fk" FOREIGN KEY ("bracket_id") REFERENCES "public"."playoff_brackets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playoff_games" ADD CONSTRAINT "playoff_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playoff_seeds" ADD CONSTRAINT "playoff_seeds_bracket_id_playoff_brackets_id_fk" FOREIGN KEY ("bracket_id") REFERENCES "public"."playoff_brackets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playoff_seeds" ADD CONSTRAINT "playoff_seeds_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "playoff_brackets_league_idx" ON "playoff_brackets" USING btree ("league_id");--> statement-breakpoint
CREATE UNIQUE INDEX "playoff_games_game_idx" ON "playoff_games" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "playoff_seeds_team_idx" ON "playoff_seeds" USING btree ("bracket_id","team_id");--> statement-breakpoint
-- Records rank regular-season figures only: the sums leave playoff games out. Otherwise as in
-- migration 0003 (the lines with a stat, in final games).
CREATE OR REPLACE FUNCTION "player_league_totals_refresh"(affected integer[]) RETURNS void
LANGUAGE plpgsql
SET enable_hashjoin = off
SET enable_mergejoin = off
AS $$
DECLARE
  bucket integer;
BEGIN
  IF coalesce(cardinality(affected), 0) = 0 THEN
    RETURN;
  END IF;
  FOR bucket IN SELECT DISTINCT id % 1024 FROM unnest(affected) AS id ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(hashtext('player_league_totals'), bucket);
  END LOOP;
  DELETE FROM player_league_totals WHERE player_id = ANY (affected);
  DELETE FROM player_all_time_totals WHERE player_id = ANY (affected);
  INSERT INTO player_league_totals
    (player_id, league_id, games_played, points, rebounds, assists, steals, blocks, ftm, fgm, threepm)
  SELECT ps.player_id, g.league_id, count(*), sum(ps.ftm + 2 * ps.fgm + 3 * ps.threepm),
    sum(ps.rebounds + ps.offensive_rebounds), sum(ps.assists), sum(ps.steals), sum(ps.blocks), sum(ps.ftm),
    sum(ps.fgm + ps.threepm), sum(ps.threepm)
  FROM player_stats ps JOIN games g ON g.id = ps.game_id
  WHERE ps.player_id = ANY (affected)
    AND (coalesce(g.home_team_score, 0) > 0 OR coalesce(g.away_team_score, 0) > 0)
    AND NOT g.playoff
    AND greatest(ps.fta, ps.ftm, ps.fga, ps.fgm, ps.threepa, ps.threepm, ps.rebounds, ps.offensive_rebounds,
      ps.assists, ps.steals, ps.blocks, ps.turnovers, ps.personal_fouls) > 0
  GROUP BY ps.player_id, g.league_id;
  INSERT INTO player_all_time_totals
    (player_id, games_played, points, rebounds, assists, steals, blocks, ftm, fgm, threepm)
  SELECT player_id, sum(games_played), sum(points), sum(rebounds), sum(assists), sum(steals), sum(blocks),
    sum(ftm), sum(fgm), sum(threepm)
  FROM player_league_totals WHERE player_id = ANY (affected) GROUP BY player_id;
END $$;
