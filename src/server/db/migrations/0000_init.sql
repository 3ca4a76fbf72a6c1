CREATE TABLE "ad_clicks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"advertisement_id" integer NOT NULL,
	"click_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"username" varchar(100) NOT NULL,
	"password_hash" text NOT NULL,
	"is_protected" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advertisements" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"image_url" varchar(2048) NOT NULL,
	"target_url" varchar(2048) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "award_players" (
	"award_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	CONSTRAINT "award_players_award_id_player_id_pk" PRIMARY KEY("award_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"league_id" integer NOT NULL,
	"is_shown" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"home_team_id" integer NOT NULL,
	"away_team_id" integer NOT NULL,
	"league_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"date" date NOT NULL,
	"time" time NOT NULL,
	"home_team_score" integer,
	"away_team_score" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_teams_differ_check" CHECK ("games"."home_team_id" <> "games"."away_team_id"),
	CONSTRAINT "games_home_score_check" CHECK ("games"."home_team_score" IS NULL OR "games"."home_team_score" >= 0),
	CONSTRAINT "games_away_score_check" CHECK ("games"."away_team_score" IS NULL OR "games"."away_team_score" >= 0)
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_registration_open" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leagues_dates_check" CHECK ("leagues"."end_date" > "leagues"."start_date")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"address" varchar(300) NOT NULL,
	"website" varchar(2048),
	"maps_link" varchar(2048),
	"notes" varchar(5000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_stats" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"fta" integer DEFAULT 0 NOT NULL,
	"ftm" integer DEFAULT 0 NOT NULL,
	"fga" integer DEFAULT 0 NOT NULL,
	"fgm" integer DEFAULT 0 NOT NULL,
	"threepa" integer DEFAULT 0 NOT NULL,
	"threepm" integer DEFAULT 0 NOT NULL,
	"rebounds" integer DEFAULT 0 NOT NULL,
	"offensive_rebounds" integer DEFAULT 0 NOT NULL,
	"assists" integer DEFAULT 0 NOT NULL,
	"steals" integer DEFAULT 0 NOT NULL,
	"blocks" integer DEFAULT 0 NOT NULL,
	"turnovers" integer DEFAULT 0 NOT NULL,
	"personal_fouls" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_stats_non_negative_check" CHECK (LEAST("player_stats"."fta", "player_stats"."ftm", "player_stats"."fga", "player_stats"."fgm", "player_stats"."threepa", "player_stats"."threepm", "player_stats"."rebounds", "player_stats"."offensive_rebounds", "player_stats"."assists", "player_stats"."steals", "player_stats"."blocks", "player_stats"."turnovers", "player_stats"."personal_fouls") >= 0),
	CONSTRAINT "player_stats_made_check" CHECK ("player_stats"."ftm" <= "player_stats"."fta" AND "player_stats"."fgm" <= "player_stats"."fga" AND "player_stats"."threepm" <= "player_stats"."threepa")
);
--> statement-breakpoint
CREATE TABLE "player_teams" (
	"player_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"is_current_team" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_teams_player_id_team_id_pk" PRIMARY KEY("player_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone_number" varchar(20) NOT NULL,
	"position" varchar(30),
	"age" integer,
	"height" varchar(10),
	"weight" integer,
	"jersey_number" integer,
	"is_captain" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_age_check" CHECK ("players"."age" IS NULL OR "players"."age" BETWEEN 0 AND 120),
	CONSTRAINT "players_weight_check" CHECK ("players"."weight" IS NULL OR "players"."weight" BETWEEN 0 AND 1000),
	CONSTRAINT "players_jersey_check" CHECK ("players"."jersey_number" IS NULL OR "players"."jersey_number" BETWEEN 0 AND 999)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"logo_url" varchar(2048),
	"league_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visit_date" date NOT NULL,
	"path" varchar(2048) NOT NULL,
	"visitor_hash" varchar(64) NOT NULL,
	"city" varchar(100),
	"region" varchar(100),
	"country" varchar(100)
);
--> statement-breakpoint
ALTER TABLE "ad_clicks" ADD CONSTRAINT "ad_clicks_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_players" ADD CONSTRAINT "award_players_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."awards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_players" ADD CONSTRAINT "award_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_stats" ADD CONSTRAINT "player_stats_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_stats" ADD CONSTRAINT "player_stats_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_stats" ADD CONSTRAINT "player_stats_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_teams" ADD CONSTRAINT "player_teams_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_teams" ADD CONSTRAINT "player_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_clicks_ad_date_idx" ON "ad_clicks" USING btree ("advertisement_id","click_date");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_username_lower_idx" ON "admin_users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "advertisements_active_idx" ON "advertisements" USING btree ("is_active","id");--> statement-breakpoint
CREATE INDEX "award_players_player_idx" ON "award_players" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "awards_league_idx" ON "awards" USING btree ("league_id");--> statement-breakpoint
CREATE INDEX "games_league_date_idx" ON "games" USING btree ("league_id","date","time");--> statement-breakpoint
CREATE INDEX "games_date_idx" ON "games" USING btree ("date","time");--> statement-breakpoint
CREATE INDEX "games_home_team_idx" ON "games" USING btree ("home_team_id","date");--> statement-breakpoint
CREATE INDEX "games_away_team_idx" ON "games" USING btree ("away_team_id","date");--> statement-breakpoint
CREATE INDEX "games_location_idx" ON "games" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "leagues_list_idx" ON "leagues" USING btree ("start_date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_stats_game_player_idx" ON "player_stats" USING btree ("game_id","player_id");--> statement-breakpoint
CREATE INDEX "player_stats_player_idx" ON "player_stats" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "player_stats_team_game_idx" ON "player_stats" USING btree ("team_id","game_id");--> statement-breakpoint
CREATE INDEX "player_teams_team_idx" ON "player_teams" USING btree ("team_id","is_current_team");--> statement-breakpoint
CREATE INDEX "players_name_idx" ON "players" USING btree ("last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "players_recent_idx" ON "players" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_league_name_lower_idx" ON "teams" USING btree ("league_id",lower("name"));--> statement-breakpoint
CREATE INDEX "visits_visited_at_idx" ON "visits" USING btree ("visited_at");--> statement-breakpoint
CREATE INDEX "visits_date_visitor_idx" ON "visits" USING btree ("visit_date","visitor_hash");--> statement-breakpoint
CREATE INDEX "visits_visitor_idx" ON "visits" USING btree ("visitor_hash");