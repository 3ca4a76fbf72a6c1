import type { LivePlay, LiveShot } from '#domain/live-game.ts';
import { clockText } from '#domain/live-game.ts';

/**
 * A half court 50 by 47 feet, ten units a foot, seen as a spot is recorded
 * (docs/rules/play-by-play.md): from half court facing the basket, the baseline at the top, `x`
 * from the left sideline, `y` from the baseline to the half-court line.
 */
const WIDTH = 500;
const DEPTH = 470;
const BASKET = { x: 250, y: 52 };
const THREE_RADIUS = 237;
const CORNER_X = 30;
/** Where the arc meets the corner lines. */
const CORNER_Y = Math.round(BASKET.y + Math.sqrt(THREE_RADIUS ** 2 - (BASKET.x - CORNER_X) ** 2));

function Court() {
  return (
    <g fill="none" stroke="currentColor" strokeWidth={3} className="text-neutral-600">
      <rect x={1.5} y={1.5} width={WIDTH - 3} height={DEPTH - 3} />
      {/* The lane, the free-throw circle, the backboard and the rim. */}
      <rect x={170} y={1.5} width={160} height={190} />
      <circle cx={250} cy={190} r={60} />
      <line x1={220} y1={40} x2={280} y2={40} />
      <circle cx={BASKET.x} cy={BASKET.y} r={8} />
      {/* The three-point line: straight in the corners, then the arc. */}
      <path
        d={`M ${CORNER_X} 0 L ${CORNER_X} ${CORNER_Y} A ${THREE_RADIUS} ${THREE_RADIUS} 0 0 0 ${WIDTH - CORNER_X} ${CORNER_Y} L ${WIDTH - CORNER_X} 0`}
      />
      {/* The center circle, cut by the half-court line. */}
      <path d={`M 190 ${DEPTH} A 60 60 0 0 1 310 ${DEPTH}`} />
    </g>
  );
}

/** A made shot is a filled circle, a missed one a cross: told apart by shape, not by colour alone. */
function ShotMark({ shot, title }: { shot: LiveShot; title: string }) {
  const x = shot.x * WIDTH;
  const y = shot.y * DEPTH;
  return shot.made ? (
    <circle cx={x} cy={y} r={10} className="fill-brand stroke-neutral-950" strokeWidth={2}>
      <title>{title}</title>
    </circle>
  ) : (
    <g className="stroke-sky-300" strokeWidth={4} strokeLinecap="round">
      <title>{title}</title>
      <line x1={x - 8} y1={y - 8} x2={x + 8} y2={y + 8} />
      <line x1={x - 8} y1={y + 8} x2={x + 8} y2={y - 8} />
    </g>
  );
}

/** What a shot was, when and by whom: its tooltip. */
function shotTitle(play: LivePlay | undefined): string {
  if (!play) return '';
  const when = play.clock === null ? play.periodLabel : `${play.periodLabel} ${clockText(play.clock)}`;
  return `${play.playerName ?? ''}: ${play.label}, ${when}`;
}

/**
 * One team's shots on a half court, where the scorekeeper tapped their spots: made ones filled,
 * missed ones crossed. A team that took no shot with a spot has no chart.
 */
export function ShotChart({ team, shots, plays }: { team: string; shots: LiveShot[]; plays: LivePlay[] }) {
  if (shots.length === 0) return null;
  const made = shots.filter((shot) => shot.made).length;
  const byId = new Map(plays.map((play) => [play.id, play]));
  const summary = `${team}: ${made} of ${shots.length} shots made`;
  return (
    <figure className="min-w-0">
      <figcaption className="mb-2 font-semibold">
        {team}{' '}
        <span className="font-normal text-neutral-300">
          · {made} of {shots.length} made
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${DEPTH}`}
        role="img"
        aria-label={summary}
        className="w-full max-w-sm rounded-lg bg-neutral-900"
      >
        <Court />
        {shots.map((shot) => (
          <ShotMark key={shot.id} shot={shot} title={shotTitle(byId.get(shot.id))} />
        ))}
      </svg>
    </figure>
  );
}

/** The key to the marks, once for both charts. */
export function ShotChartKey() {
  return (
    <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-neutral-300">
      <span className="inline-flex items-center gap-2">
        <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4">
          <circle cx={10} cy={10} r={7} className="fill-brand" />
        </svg>
        Made
      </span>
      <span className="inline-flex items-center gap-2">
        <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4 stroke-sky-300" strokeWidth={3}>
          <line x1={4} y1={4} x2={16} y2={16} />
          <line x1={4} y1={16} x2={16} y2={4} />
        </svg>
        Missed
      </span>
      <span>The basket is at the top; the half-court line at the bottom.</span>
    </p>
  );
}
