import { useMemo } from 'react';
import { Link } from 'react-router';
import { formatGameDate, formatGameTime } from '#domain/format.ts';
import { bookState, standingPlays } from '#domain/play-by-play.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { ScreenError } from '#web/components/ui/load-failure.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import type { LiveBook, OpenView } from '../local/live-book.ts';
import { useLiveBook } from '../local/use-live-book.ts';
import { useReadyOffline } from '../local/offline-worker.ts';
import { Announcements } from './announcements.tsx';
import { AccessBanner, HeldElsewhereBanner, RefusalBanner } from './book-banners.tsx';
import { ClosedGame, GameControls, NextPeriod } from './game-controls.tsx';
import { PlayList } from './play-list.tsx';
import { Scoreboard } from './scoreboard.tsx';
import { ScoringPad } from './scoring-pad.tsx';
import { StartingFives } from './starting-fives.tsx';
import { SyncStatus } from './sync-status.tsx';
import { TapButton } from './tap-button.tsx';
import { useScoring } from './use-scoring.ts';

/** The domain's refusal of the last tap, until the next play or a tap on its ×. */
function Notice({ message, dismiss }: { message: string; dismiss: () => void }) {
  return (
    <div className="flex items-start gap-2 rounded-lg border border-red-500/60 bg-red-950/60 px-3 py-2 text-sm">
      <p role="alert" className="flex-1">
        <strong>Not recorded:</strong> {message}
      </p>
      <button type="button" className="min-h-11 min-w-11 text-lg" aria-label="Dismiss" onClick={dismiss}>
        ×
      </button>
    </div>
  );
}

/**
 * The open book: the scoreboard and what is not sent on top, then what the game's moment calls
 * for (the starting fives, the pad, the next period, the close), then the plays.
 */
function OpenBook({ view, book }: { view: OpenView; book: LiveBook }) {
  const { game, entries } = view;
  const teams = { home: game.home, away: game.away };
  const state = useMemo(() => bookState(entries, game.settings), [entries, game.settings]);
  const readyOffline = useReadyOffline(game.gameId);
  const scoring = useScoring(book, view, state);
  usePageTitle(`Score live: ${game.home.name} vs ${game.away.name}`);
  const readOnly = view.heldElsewhere;
  const undoButton = (
    <TapButton fill={false} disabled={readOnly || standingPlays(entries).length === 0} onClick={scoring.undo}>
      Undo
    </TapButton>
  );

  return (
    <div className="mx-auto max-w-md space-y-3 pb-10">
      <h1 className="sr-only">
        Score live: {game.home.name} vs {game.away.name}
      </h1>
      <div className="sticky top-0 z-10 -mx-3 bg-neutral-950 shadow-lg shadow-black/40">
        <Scoreboard teams={teams} state={state} />
        <SyncStatus view={view} readyOffline={readyOffline} />
      </div>
      {view.heldElsewhere ? <HeldElsewhereBanner view={view} takeOver={scoring.takeOver} /> : null}
      {view.refusal ? <RefusalBanner message={view.refusal} reload={scoring.reload} /> : null}
      {view.accessProblem ? <AccessBanner message={view.accessProblem} /> : null}
      {scoring.notice ? <Notice message={scoring.notice} dismiss={scoring.dismissNotice} /> : null}
      <Announcements teams={teams} state={state} settings={game.settings} />
      {game.closed ? (
        <ClosedGame gameId={game.gameId} teams={teams} state={state} />
      ) : readOnly ? null : state.period === 0 ? (
        <>
          <StartingFives teams={teams} state={state} settings={game.settings} record={scoring.record} />
          {entries.length > 0 ? undoButton : null}
        </>
      ) : (
        <>
          {!state.inPlay && !state.over ? (
            <NextPeriod state={state} settings={game.settings} record={scoring.record} />
          ) : null}
          {state.over ? null : (
            <ScoringPad
              teams={teams}
              state={state}
              record={scoring.record}
              spotOffer={scoring.spotOffer}
              dismissSpot={scoring.dismissSpot}
              undo={undoButton}
            />
          )}
          <GameControls teams={teams} state={state} record={scoring.record} close={scoring.close} />
          {state.over ? undoButton : null}
        </>
      )}
      <PlayList
        book={entries}
        unsent={view.unsent}
        teams={teams}
        settings={game.settings}
        readOnly={readOnly}
        correct={scoring.correct}
        remove={scoring.remove}
      />
      <p className="text-xs text-neutral-400">
        {game.league.name} · {formatGameDate(game.date)} · {formatGameTime(game.time)} ·{' '}
        <Link to={paths.admin.gamesBoxScore(game.gameId)} className="underline">
          Box score screen
        </Link>
      </p>
      <ConfirmDialog {...scoring.dialog} />
    </div>
  );
}

/**
 * The live scoring screen of a game (docs/rules/screens.md#live-scoring): its book on this
 * device, opened from IndexedDB at once and from the server when it answers.
 */
export function LiveScreen({ gameId }: { gameId: number }) {
  const { view, book } = useLiveBook(gameId);
  if (view.phase === 'opening') return <Spinner label="Opening the book" />;
  if (view.phase === 'unavailable' || !view.game) {
    return <ScreenError title="Score live" message={view.unavailable ?? 'The game could not be loaded.'} />;
  }
  return <OpenBook view={{ ...view, game: view.game }} book={book} />;
}
