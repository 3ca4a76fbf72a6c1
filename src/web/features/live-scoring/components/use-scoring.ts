import { useRef, useState } from 'react';
import { scoreQuestions } from '#domain/games.ts';
import {
  correctPlay,
  deletePlay,
  nextSeq,
  statLines,
  undoLast,
  type Book,
  type BookEntry,
  type BookState,
  type Play,
  type PlayContent,
} from '#domain/play-by-play.ts';
import { useConfirmation } from '#web/components/ui/confirmation.ts';
import { useShowClosedGame } from '../api/close-book.ts';
import { entryId } from '../local/device.ts';
import type { LiveBook, OpenView } from '../local/live-book.ts';
import { isShot, shortLabel, type RecordPlay } from '../pad.ts';
import { nameOf, playText } from '../play-text.ts';
import { holderDevice } from './book-banners.tsx';
import type { SpotOffer } from './scoring-pad.tsx';

/** A shot just recorded, whose spot the half court may still take. */
type LastShot = { id: string; content: PlayContent; text: string };

/**
 * What the scorer does to the book from the screen: plays, the shot's spot, corrections,
 * deletions, undo, taking the book over, reloading it and closing the game. Each entry is
 * kept on the device first; the domain's refusal, or a failure, shows as the screen's notice,
 * and every question is asked in `dialog`.
 */
export function useScoring(book: LiveBook, view: OpenView, state: BookState) {
  const { game, entries } = view;
  const teams = { home: game.home, away: game.away };
  const confirmation = useConfirmation();
  const showClosedGame = useShowClosedGame();
  const [notice, setNotice] = useState<string | null>(null);
  const [lastShot, setLastShot] = useState<LastShot | null>(null);
  // Each play and each tap that starts one moves the turn on: a shot offers its spot only if
  // nothing was tapped while it was being kept.
  const spotTurn = useRef(0);

  /** Keeps an entry, or shows the domain's refusal of it. */
  const keep = async (make: (book: Book) => BookEntry | null) => {
    const refused = await book.record(make);
    setNotice(refused);
    return refused;
  };
  const dismissSpot = () => {
    spotTurn.current += 1;
    setLastShot(null);
  };
  const record: RecordPlay = async (content) => {
    dismissSpot();
    const turn = spotTurn.current;
    const id = entryId();
    const refused = await keep((current) => ({ ...content, id, seq: nextSeq(current) }) as Play);
    if (!refused && isShot(content.kind) && spotTurn.current === turn) {
      const by = 'playerId' in content ? (content.playerId ?? null) : null;
      setLastShot({ id, content, text: `${nameOf(teams, by)}: ${shortLabel(content.kind)}` });
    }
    return refused;
  };
  const spotOffer: SpotOffer | null = lastShot && {
    shot: lastShot.text,
    mark: (spot) => {
      dismissSpot();
      void keep((current) =>
        correctPlay(current, lastShot.id, { ...lastShot.content, spot } as PlayContent, entryId()),
      );
    },
  };
  const correct = (play: Play, content: PlayContent) =>
    keep((current) => correctPlay(current, play.id, content, entryId()));
  const remove = async (play: Play) => {
    const sure = await confirmation.ask(
      'Delete this play?',
      `${playText(play, teams, game.settings)}. A deletion is not undone.`,
    );
    return sure ? keep((current) => deletePlay(current, play.id, entryId())) : null;
  };
  const undo = () => {
    dismissSpot();
    void keep((current) => undoLast(current, entryId()));
  };
  const takeOver = async () => {
    const sure = await confirmation.ask(
      'Take the book over?',
      `Take the book from ${holderDevice(view)}? Plays scored there and not yet sent will be refused.`,
    );
    return sure ? book.takeOver() : null;
  };
  const reload = async () => {
    const count = view.unsent.length;
    const sure = await confirmation.ask(
      'Reload the book from the server?',
      `The ${count === 1 ? 'play' : `${count} plays`} not sent from this device will be discarded, and the screen starts again from the server's book.`,
    );
    return sure ? book.reloadFromServer() : null;
  };
  /** Closes the game after the grid's questions (a tie), or a plain one when there are none. */
  const close = async () => {
    const score = { homeTeamScore: state.score.home, awayTeamScore: state.score.away };
    const lines = { points: state.score, entered: statLines(entries, game.settings).players.length };
    const asked = scoreQuestions(score, lines, { home: game.home.name, away: game.away.name });
    const questions = asked.length
      ? asked
      : [
          `Close the game at ${game.home.name} ${state.score.home}, ${game.away.name} ${state.score.away}? Its score and stat lines are stored as the game's numbers.`,
        ];
    for (const question of questions) {
      if (!(await confirmation.ask('Close the game?', question))) return;
    }
    const closed = await book.close();
    if (typeof closed === 'string') return setNotice(closed);
    setNotice(null);
    await showClosedGame(closed);
  };

  return {
    notice,
    dismissNotice: () => setNotice(null),
    record,
    spotOffer,
    dismissSpot,
    correct,
    remove,
    undo,
    takeOver,
    reload,
    close,
    dialog: confirmation.dialog,
  };
}
