CREATE TABLE "mail_recipients" (
	"email" varchar(254) PRIMARY KEY NOT NULL,
	"token" varchar(64) NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_recipients_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(40) NOT NULL,
	"to_address" varchar(254) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"text_body" text NOT NULL,
	"message_id" varchar(200) NOT NULL,
	"unsubscribe_token" varchar(64) NOT NULL,
	"dedupe_key" varchar(200),
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_message_id_unique" UNIQUE("message_id"),
	CONSTRAINT "outbox_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "outbox_kind_check" CHECK ("outbox"."kind" IN ('registration-received', 'registration-approved', 'game-postponed', 'game-cancelled', 'game-rescheduled', 'weekly-reminder')),
	CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" IN ('pending', 'sent', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "player_merges" (
	"id" serial PRIMARY KEY NOT NULL,
	"kept_player_id" integer NOT NULL,
	"merged_player_id" integer NOT NULL,
	"merged_name" varchar(201) NOT NULL,
	"merged_email" varchar(254),
	"moved" jsonb NOT NULL,
	"user_id" integer,
	"user_name" varchar(100) NOT NULL,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_merges" ADD CONSTRAINT "player_merges_kept_player_id_players_id_fk" FOREIGN KEY ("kept_player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_merges" ADD CONSTRAINT "player_merges_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "player_merges_merged_idx" ON "player_merges" USING btree ("merged_player_id");--> statement-breakpoint
CREATE INDEX "player_merges_kept_idx" ON "player_merges" USING btree ("kept_player_id");