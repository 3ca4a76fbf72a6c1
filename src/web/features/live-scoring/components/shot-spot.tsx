import type { MouseEvent } from 'react';
import type { ShotSpot as Spot } from '#domain/play-by-play.ts';
import { TapButton } from './tap-button.tsx';

/** A half court in feet (50 wide, 47 deep), seen from half court: the baseline at the top. */
const WIDTH = 50;
const DEPTH = 47;
const BASKET = { x: 25, y: 5.25 };
const THREE_RADIUS = 23.75;
/** Where the three-point arc meets its straight corner lines, 3 feet from each sideline. */
const CORNER_DEPTH = BASKET.y + Math.sqrt(THREE_RADIUS ** 2 - (BASKET.x - 3) ** 2);

const fraction = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;

/** Where a tap landed, as the domain keeps a spot: fractions of the court's width and depth. */
function spotOf(event: MouseEvent<HTMLButtonElement>): Spot {
  const court = event.currentTarget.getBoundingClientRect();
  return {
    x: fraction((event.clientX - court.left) / court.width),
    y: fraction((event.clientY - court.top) / court.height),
  };
}

/**
 * After a shot, the half court to tap where it was taken from (docs/rules/play-by-play.md): an
 * optional step, so the shot is already recorded; the next play, or Skip, puts it away.
 */
export function ShotSpot({ shot, mark, skip }: { shot: string; mark: (spot: Spot) => void; skip: () => void }) {
  return (
    <div className="flex items-stretch gap-2">
      <button
        type="button"
        aria-label={`Spot of the shot: ${shot}. Tap the court where it was taken from.`}
        onClick={(event) => {
          // A keyboard's Enter names no spot.
          if (event.detail > 0) mark(spotOf(event));
        }}
        className="aspect-[50/47] h-48 shrink-0 touch-manipulation rounded-lg border border-neutral-600 bg-amber-950/40"
      >
        <svg viewBox={`0 0 ${WIDTH} ${DEPTH}`} className="size-full" aria-hidden="true">
          <g fill="none" stroke="currentColor" strokeWidth={0.35} className="text-neutral-400">
            <rect x={17} y={0} width={16} height={19} />
            <circle cx={25} cy={19} r={6} />
            <circle cx={BASKET.x} cy={BASKET.y} r={0.75} className="text-brand" stroke="currentColor" />
            <line x1={22} y1={4} x2={28} y2={4} />
            <path d={`M 3 0 L 3 ${CORNER_DEPTH} A ${THREE_RADIUS} ${THREE_RADIUS} 0 1 0 47 ${CORNER_DEPTH} L 47 0`} />
            <path d={`M 19 ${DEPTH} A 6 6 0 0 1 31 ${DEPTH}`} />
          </g>
        </svg>
      </button>
      <div className="flex min-w-0 flex-1 flex-col justify-between gap-2">
        <p className="text-sm text-neutral-300">
          <span className="font-semibold text-neutral-100">{shot}.</span> Tap the court where it was taken from, or go
          on with the next play.
        </p>
        <TapButton onClick={skip}>Skip the spot</TapButton>
      </div>
    </div>
  );
}
