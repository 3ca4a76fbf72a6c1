CREATE TABLE "player_all_time_totals" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"games_played" integer NOT NULL,
	"points" integer NOT NULL,
	"rebounds" integer NOT NULL,
	"assists" integer NOT NULL,
	"steals" integer NOT NULL,
	"blocks" integer NOT NULL,
	"ftm" integer NOT NULL,
	"fgm" integer NOT NULL,
	"threepm" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_league_totals" (
	"player_id" integer NOT NULL,
	"league_id" integer NOT NULL,
	"games_played" integer NOT NULL,
	"points" integer NOT NULL,
	"rebounds" integer NOT NULL,
	"assists" integer NOT NULL,
	"steals" integer NOT NULL,
	"blocks" integer NOT NULL,
	"ftm" integer NOT NULL,
	"fgm" integer NOT NULL,
	"threepm" integer NOT NULL,
	CONSTRAINT "player_league_totals_player_id_league_id_pk" PRIMARY KEY("player_id","league_id")
);
--> statement-breakpoint
ALTER TABLE "player_all_time_totals" ADD CONSTRAINT "player_all_time_totals_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_league_totals" ADD CONSTRAINT "player_league_totals_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_league_totals" ADD CONSTRAINT "player_league_totals_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_all_time_totals_points_total_idx" ON "player_all_time_totals" USING btree ("points" DESC,"games_played");--> statement-breakpoint
CREATE INDEX "player_all_time_totals_points_average_idx" ON "player_all_time_totals" USING btree (("points"::numeric / "games_played") DESC,"games_played") WHERE "player_all_time_totals"."games_played" >= 3;--> statement-breakpoint
CREATE INDEX "player_all_time_totals_rebounds_total_idx" ON "player_all_time_totals" USING btree ("rebounds" DESC,"games_played");--> statement-breakpoint
CREATE INDEX "player_all_time_totals_rebounds_average_idx" ON "player_all_time_totals" USING btree (("rebounds"::numeric / "games_played") DESC,"games_played") WHERE "player_all_time_totals"."games_played" >= 3;--> statement-breakpoint
CREATE INDEX "player_all_time_totals_assists_total_idx" ON "player_all_time_totals" USING btree ("assists" DESC,"games_played");--> statement-breakpoint
CREATE INDEX "player_all_time_totals_assists_average_idx" ON "player_all_time_totals" USING btree (("assists"::numeric / "games_played") DESC,"games_played") WHERE "player_all_time_totals"."games_played" >= 3;--> statement-breakpoint
CREATE INDEX "player_all_time_totals_steals_total_idx" ON "player_all_time_totals" USING btree ("steals" DESC,"games_played");--> statement-breakpoint
CREATE INDEX "player_all_time_totals_steals_average_idx" ON "player_all_time_totals" USING btree (("steals"::numeric / "games_played") DESC,"games_played") WHERE "player_all_time_totals"."games_played" >= 3;--> statement-breakpoint
CREATE INDEX "player_all_time_totals_blocks_total_idx" ON "player_all_time_totals" USING btree ("blocks" DESC,"games_played");--> statement-breakpoint
CREATE INDEX "player_all_time_totals_blocks_average_idx" ON "player_all_time_totals" USING btree (("blocks"::numeric / "games_played") DESC,"games_played") WHERE "player_all_time_totals"."games_played" >= 3;--> statement-breakpoint
CREATE INDEX "player_all_time_totals_ftm_total_idx" ON "player_all_time_totals" USING btree ("ftm" DESC,"games_played");--> statement-breakpoint
CREATE INDEX "player_all_time_totals_ftm_average_idx" ON "player_all_time_totals" USING btree (("ftm"::numeric / "games_played") DESC,"games_played") WHERE "player_all_time_totals"."games_played" >= 3;--> statement-breakpoint
CREATE INDEX "player_all_time_totals_fgm_total_idx" ON "player_all_time_totals" USING btree ("fgm" DESC,"games_played");--> statement-breakpoint
CREATE INDEX "player_all_time_totals_fgm_average_idx" ON "player_all_time_totals" USING btree (("fgm"::numeric / "games_played") DESC,"games_played") WHERE "player_all_time_totals"."games_played" >= 3;--> statement-breakpoint
CREATE INDEX "player_all_time_totals_threepm_total_idx" ON "player_all_time_totals" USING btree ("threepm" DESC,"games_played");--> statement-breakpoint
CREATE INDEX "player_all_time_totals_threepm_average_idx" ON "player_all_time_totals" USING btree (("threepm"::numeric / "games_played") DESC,"games_played") WHERE "player_all_time_totals"."games_played" >= 3;--> statement-breakpoint
CREATE INDEX "player_league_totals_points_total_idx" ON "player_league_totals" USING btree ("points" DESC,"games_played");--> statement-breakpoint
CREATE INDEX "player_league_totals_points_average_idx" ON "player_league_totals" USING btree (("points"::numeric / "games_played") DESC,"games_played") WHERE "player_league_totals"."games_played" >= 3;--> statement-breakpoint
CREATE INDEX "player_league_totals_rebounds_total_idx" ON "player_league_totals" USING btree ("rebounds" DESC,"games_played");--> statement-breakpoint
CREATE INDEX "player_league_totals_rebounds_average_idx" ON "player_league_totals" USING btree (("rebounds"::numeric / "games_played") DESC,"games_played") WHERE "player_league_totals"."games_played" >= 3;--> statement-breakpoint
CREATE INDEX "player_league_totals_assists_total_idx" ON "player_league_totals" USING btree ("assists" DESC,"games_played");--> statement-breakpoint
CREATE INDEX "player_league_totals_assists_average_idx" ON "player_league_totals" USING btree (("assists"::numeric / "games_played") DESC,"games_played") WHERE "player_league_totals"."games_played" >= 3;--> statement-breakpoint
CREATE INDEX "player_league_totals_steals_total_idx" ON "player_league_totals" USING btree ("steals" DESC,"games_played");--> statement-breakpoint
CREATE INDEX "player_league_totals_steals_average_idx" ON "player_league_totals" USING btree (("steals"::numeric / "games_played") DESC,"games_played") WHERE "player_league_totals"."games_played" >= 3;--> statement-breakpoint
CREATE INDEX "player_league_totals_blocks_total_idx" ON "player_league_totals" USING btree ("blocks" DESC,"games_played");--> statement-breakpoint
CREATE INDEX "player_league_totals_blocks_average_idx" ON "player_league_totals" USING btree (("blocks"::numeric / "games_played") DESC,"games_played") WHERE "player_league_totals"."games_played" >= 3;--> statement-breakpoint
CREATE INDEX "player_league_totals_ftm_total_idx" ON "player_league_totals" USING btree ("ftm" DESC,"games_played");--> statement-breakpoint
CREATE INDEX "player_league_totals_ftm_average_idx" ON "player_league_totals" USING btree (("ftm"::numeric / "games_played") DESC,"games_played") WHERE "player_league_totals"."games_played" >= 3;--> statement-breakpoint
CREATE INDEX "player_league_totals_fgm_total_idx" ON "player_league_totals" USING btree ("fgm" DESC,"games_played");--> statement-breakpoint
CREATE INDEX "player_league_totals_fgm_average_idx" ON "player_league_totals" USING btree (("fgm"::numeric / "games_played") DESC,"games_played") WHERE "player_league_totals"."games_played" >= 3;--> statement-breakpoint
CREATE INDEX "player_league_totals_threepm_total_idx" ON "player_league_totals" USING btree ("threepm" DESC,"games_played");--> statement-breakpoint
CREATE INDEX "player_league_totals_threepm_average_idx" ON "player_league_totals" USING btree (("threepm"::numeric / "games_played") DESC,"games_played") WHERE "player_league_totals"."games_played" >= 3;