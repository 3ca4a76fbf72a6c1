CREATE TABLE "game_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"user_id" integer,
	"user_name" varchar(100) NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" varchar(20) NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"undoes" integer,
	CONSTRAINT "game_changes_kind_check" CHECK ("game_changes"."kind" IN ('score', 'line', 'boxScore', 'game', 'undo'))
);
--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "role" varchar(20) DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "league_id" integer;--> statement-breakpoint
ALTER TABLE "game_changes" ADD CONSTRAINT "game_changes_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_changes" ADD CONSTRAINT "game_changes_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_changes" ADD CONSTRAINT "game_changes_undoes_game_changes_id_fk" FOREIGN KEY ("undoes") REFERENCES "public"."game_changes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_changes_game_idx" ON "game_changes" USING btree ("game_id","id");--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_role_check" CHECK ("admin_users"."role" IN ('admin', 'scorekeeper'));--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_admin_league_check" CHECK ("admin_users"."role" <> 'admin' OR "admin_users"."league_id" IS NULL);