CREATE TABLE "game_book_entries" (
	"game_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"entry_id" varchar(64) NOT NULL,
	"entry" jsonb NOT NULL,
	"device" varchar(64) NOT NULL,
	"user_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_book_entries_game_id_seq_pk" PRIMARY KEY("game_id","seq"),
	CONSTRAINT "game_book_entries_seq_check" CHECK ("game_book_entries"."seq" > 0)
);
--> statement-breakpoint
CREATE TABLE "game_books" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"device" varchar(64) NOT NULL,
	"holder_id" integer,
	"holder_name" varchar(100) NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "game_book_entries" ADD CONSTRAINT "game_book_entries_game_id_game_books_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game_books"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_book_entries" ADD CONSTRAINT "game_book_entries_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_books" ADD CONSTRAINT "game_books_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_books" ADD CONSTRAINT "game_books_holder_id_admin_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_book_entries_entry_idx" ON "game_book_entries" USING btree ("game_id","entry_id");