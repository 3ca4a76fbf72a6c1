ALTER TABLE "outbox" DROP CONSTRAINT "outbox_kind_check";--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "matched_player_id" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "matched_by" varchar(20);--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "confirm_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "match_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_matched_player_id_players_id_fk" FOREIGN KEY ("matched_player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registrations_matched_player_idx" ON "registrations" USING btree ("matched_player_id");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_confirm_token_hash_unique" UNIQUE("confirm_token_hash");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_check" CHECK ("outbox"."kind" IN ('registration-received', 'registration-approved', 'registration-match', 'game-postponed', 'game-cancelled', 'game-rescheduled', 'weekly-reminder'));--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_matched_by_check" CHECK ("registrations"."matched_by" IN ('email', 'name and phone'));