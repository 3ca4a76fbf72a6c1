CREATE TABLE "imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"league_id" integer,
	"counts" jsonb NOT NULL,
	"record" jsonb NOT NULL,
	"footprint" varchar(64) NOT NULL,
	"user_id" integer,
	"user_name" varchar(100) NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	CONSTRAINT "imports_kind_check" CHECK ("imports"."kind" IN ('players', 'teams', 'gyms', 'schedule', 'box-scores'))
);
--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imports_recent_idx" ON "imports" USING btree ("imported_at" DESC NULLS LAST,"id");