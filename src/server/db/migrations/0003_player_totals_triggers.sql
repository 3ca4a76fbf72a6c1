-- Recomputes the rows of the given players from their lines: one per league, and the all-time
-- one. Writers of the same player queue on a lock held until they commit, so the second one
-- recomputes (READ COMMITTED) from what the first one committed, and neither's change is lost.
-- The lock is an advisory one, never a row of the league's data that a write holds already (a
-- player's deletion holds the player's row while it deletes the lines); players share 1,024
-- locks, so that a write of thousands of players stays within the lock table. A write touches
-- few players with few lines: each line's game is looked up by its id, where the planner,
-- unsure how many lines there are (PGlite never analyzes), would rather hash every played game
-- of the league's history.
CREATE FUNCTION "player_league_totals_refresh"(affected integer[]) RETURNS void
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
  -- The sums of src/server/player-stats/lines.ts: lines with a stat (LINE_HAS_STATS) in played
  -- games (PLAYED_GAME); field goals with threes, rebounds with offensive ones.
  INSERT INTO player_league_totals
    (player_id, league_id, games_played, points, rebounds, assists, steals, blocks, ftm, fgm, threepm)
  SELECT ps.player_id, g.league_id, count(*), sum(ps.ftm + 2 * ps.fgm + 3 * ps.threepm),
    sum(ps.rebounds + ps.offensive_rebounds), sum(ps.assists), sum(ps.steals), sum(ps.blocks), sum(ps.ftm),
    sum(ps.fgm + ps.threepm), sum(ps.threepm)
  FROM player_stats ps JOIN games g ON g.id = ps.game_id
  WHERE ps.player_id = ANY (affected)
    AND (coalesce(g.home_team_score, 0) > 0 OR coalesce(g.away_team_score, 0) > 0)
    AND greatest(ps.fta, ps.ftm, ps.fga, ps.fgm, ps.threepa, ps.threepm, ps.rebounds, ps.offensive_rebounds,
      ps.assists, ps.steals, ps.blocks, ps.turnovers, ps.personal_fouls) > 0
  GROUP BY ps.player_id, g.league_id;
  INSERT INTO player_all_time_totals
    (player_id, games_played, points, rebounds, assists, steals, blocks, ftm, fgm, threepm)
  SELECT player_id, sum(games_played), sum(points), sum(rebounds), sum(assists), sum(steals), sum(blocks),
    sum(ftm), sum(fgm), sum(threepm)
  FROM player_league_totals WHERE player_id = ANY (affected) GROUP BY player_id;
END $$;
--> statement-breakpoint
-- A changed or deleted line's player (deleting a game deletes its lines too); an inserted
-- line's only when its game is played, since lines of a game to come count nowhere yet. That is
-- checked once the games are locked: a score change under way has committed by then, and a
-- later one waits for this write, then finds its lines.
CREATE FUNCTION "player_stats_refresh_totals"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  line_games integer[];
  played_games integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    line_games := ARRAY(SELECT DISTINCT game_id FROM new_lines);
    PERFORM 1 FROM games WHERE id = ANY (line_games) ORDER BY id FOR SHARE;
    played_games := ARRAY(
      SELECT id FROM games
      WHERE id = ANY (line_games) AND (coalesce(home_team_score, 0) > 0 OR coalesce(away_team_score, 0) > 0));
    PERFORM player_league_totals_refresh(ARRAY(
      SELECT DISTINCT player_id FROM new_lines WHERE game_id = ANY (played_games)));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM player_league_totals_refresh(ARRAY(SELECT player_id FROM old_lines UNION SELECT player_id FROM new_lines));
  ELSE
    PERFORM player_league_totals_refresh(ARRAY(SELECT DISTINCT player_id FROM old_lines));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "player_stats_inserted_totals" AFTER INSERT ON "player_stats"
REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION player_stats_refresh_totals();
--> statement-breakpoint
CREATE TRIGGER "player_stats_updated_totals" AFTER UPDATE ON "player_stats"
REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION player_stats_refresh_totals();
--> statement-breakpoint
CREATE TRIGGER "player_stats_deleted_totals" AFTER DELETE ON "player_stats"
REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION player_stats_refresh_totals();
--> statement-breakpoint
-- A game that became played or unplayed, or moved to another league: every player with a line
-- in it, zero or not (a zero line being filled in meanwhile waits on the player's lock).
CREATE FUNCTION "games_refresh_totals"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM player_league_totals_refresh(ARRAY(
    SELECT DISTINCT ps.player_id
    FROM old_games o JOIN new_games n ON n.id = o.id JOIN player_stats ps ON ps.game_id = n.id
    WHERE o.league_id <> n.league_id
      OR (coalesce(o.home_team_score, 0) > 0 OR coalesce(o.away_team_score, 0) > 0)
        <> (coalesce(n.home_team_score, 0) > 0 OR coalesce(n.away_team_score, 0) > 0)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "games_updated_totals" AFTER UPDATE ON "games"
REFERENCING OLD TABLE AS old_games NEW TABLE AS new_games FOR EACH STATEMENT EXECUTE FUNCTION games_refresh_totals();
--> statement-breakpoint
-- The sums of the lines already there.
SELECT player_league_totals_refresh(ARRAY(SELECT DISTINCT player_id FROM player_stats));
