-- A game's status (src/domain/game-status.ts): every game with a score is final, the others
-- are scheduled.
ALTER TABLE "games" ADD COLUMN "status" varchar(12) DEFAULT 'scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "status_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "forfeited_by" varchar(4);--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "rescheduled_from" date;--> statement-breakpoint
UPDATE "games" SET "status" = 'final' WHERE coalesce("home_team_score", 0) > 0 OR coalesce("away_team_score", 0) > 0;--> statement-breakpoint
-- One game per gym slot. Games that already shared a slot before this rule keep it (all but the
-- first of each such slot are left out of the index), so that no existing league's data is
-- changed or refused; any new or moved game is checked.
DO $$
DECLARE
  shared integer[];
BEGIN
  shared := ARRAY(
    SELECT id FROM (
      SELECT id, row_number() OVER (PARTITION BY location_id, date, time ORDER BY id) AS nth FROM games
    ) slots WHERE nth > 1);
  IF cardinality(shared) = 0 THEN
    CREATE UNIQUE INDEX "games_gym_slot_idx" ON "games" USING btree ("location_id","date","time") WHERE "games"."status" <> 'cancelled';
  ELSE
    RAISE NOTICE 'games sharing a gym slot before migration 0006, left out of games_gym_slot_idx: %', shared;
    EXECUTE format(
      'CREATE UNIQUE INDEX "games_gym_slot_idx" ON "games" USING btree ("location_id","date","time") WHERE "games"."status" <> ''cancelled'' AND id <> ALL (%L::integer[])',
      shared);
  END IF;
END $$;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_status_check" CHECK ("games"."status" IN ('scheduled', 'final', 'postponed', 'cancelled', 'forfeit'));--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_final_check" CHECK (("games"."status" = 'final') = (coalesce("games"."home_team_score", 0) > 0 OR coalesce("games"."away_team_score", 0) > 0));--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_forfeit_check" CHECK (("games"."status" = 'forfeit') = ("games"."forfeited_by" IS NOT NULL) AND ("games"."forfeited_by" IS NULL OR "games"."forfeited_by" IN ('home', 'away', 'both')));
