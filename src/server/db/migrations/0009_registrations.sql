CREATE TABLE "registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"player_id" integer,
	"returning" boolean DEFAULT false NOT NULL,
	"details" jsonb NOT NULL,
	"waiver_version" integer NOT NULL,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"captain_requested" boolean DEFAULT false NOT NULL,
	"captain_confirmed_at" timestamp with time zone,
	"status" varchar(10) NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_status_check" CHECK ("registrations"."status" IN ('pending', 'approved', 'declined')),
	CONSTRAINT "registrations_player_check" CHECK ("registrations"."status" <> 'approved' OR "registrations"."player_id" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "registration_approval" varchar(10) DEFAULT 'automatic' NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "roster_limit" integer;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "fee_paid_cents" integer;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "fee_paid_on" date;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_waiver_version_waivers_version_fk" FOREIGN KEY ("waiver_version") REFERENCES "public"."waivers"("version") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registrations_team_idx" ON "registrations" USING btree ("team_id","status");--> statement-breakpoint
CREATE INDEX "registrations_player_idx" ON "registrations" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "players_email_idx" ON "players" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_registration_approval_check" CHECK ("leagues"."registration_approval" IN ('automatic', 'manual'));--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_roster_limit_check" CHECK ("leagues"."roster_limit" IS NULL OR "leagues"."roster_limit" BETWEEN 1 AND 99);--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_fee_paid_check" CHECK (("teams"."fee_paid_cents" IS NULL) = ("teams"."fee_paid_on" IS NULL) AND ("teams"."fee_paid_cents" IS NULL OR "teams"."fee_paid_cents" >= 0));