import { useEffect, useState, type FocusEvent } from 'react';
import type { Advertisement } from '#domain/advertisements.ts';
import { useActiveAdvertisements } from '../api/get-active-advertisements.ts';
import { recordAdClick } from '../api/record-ad-click.ts';

/** How long each ad shows when several take turns. */
const TURN_MS = 8000;

/** The IAB medium rectangle (300 x 250) the ads are drawn for, as wide as the column. */
const adBoxClass = 'aspect-[6/5] w-full overflow-hidden rounded-xl border border-neutral-800 bg-neutral-900/40';
/** The row under the ad, there whether or not it has controls, so the box never changes height. */
const barClass = 'flex h-10 items-center justify-between gap-2';
const controlClass =
  'inline-flex size-8 items-center justify-center rounded-md border border-neutral-700 text-neutral-200 hover:bg-neutral-800 hover:text-white';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * The home page's ads (docs/rules/screens.md#ads-on-the-home-page): under the site's headline
 * (none when it is blank), the active ads, one at a time in a box of fixed size, each an image
 * linking to its target in a new tab. Nothing shows when there is no ad, not even the headline.
 */
export function AdvertisementsSection({ headline }: { headline: string }) {
  const ads = useActiveAdvertisements();
  // No ad (or no answer): the column goes straight on to the media below.
  if (ads.isError || ads.data?.length === 0) return null;
  return (
    <section aria-label="Advertisements">
      {headline.trim() ? (
        <h2 className="mb-4 text-sm font-bold uppercase tracking-wide text-neutral-200">{headline}</h2>
      ) : null}
      {ads.data ? (
        <AdTurns ads={ads.data} />
      ) : (
        <>
          <div className={adBoxClass} />
          <div className={barClass} />
        </>
      )}
    </section>
  );
}

/**
 * Several ads take turns every few seconds. The turns pause while the pointer is over the ads
 * or focus is in them, stop with the Pause button, and never start by themselves for visitors
 * who ask for reduced motion; Previous and Next go through the ads by hand.
 */
function AdTurns({ ads }: { ads: readonly Advertisement[] }) {
  const [turn, setTurn] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [held, setHeld] = useState(false);
  const several = ads.length > 1;
  const rotating = several && playing && !held;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setTurn((current) => current + 1), TURN_MS);
    return () => clearInterval(timer);
  }, [rotating]);

  const index = ((turn % ads.length) + ads.length) % ads.length;
  const ad = ads[index] as Advertisement;
  const release = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
  };

  return (
    <div
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={release}
    >
      {/* A turn taken by hand is announced; the timed ones are not. */}
      <div aria-live={rotating ? 'off' : 'polite'} className={adBoxClass}>
        <a
          key={ad.id}
          href={ad.targetUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => recordAdClick(ad.id)}
          onAuxClick={(event) => {
            if (event.button === 1) recordAdClick(ad.id);
          }}
          className="block size-full rounded-xl"
        >
          <img src={ad.imageUrl} alt={ad.name} width={300} height={250} className="size-full object-contain" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      <div className={barClass}>
        <p className="text-xs uppercase tracking-wide text-neutral-400">
          {several ? `Sponsor ${index + 1} of ${ads.length}` : 'Sponsor'}
        </p>
        {several ? (
          <div className="flex gap-1.5">
            <button type="button" className={controlClass} aria-label="Previous ad" onClick={() => setTurn(index - 1)}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className={controlClass} aria-label="Next ad" onClick={() => setTurn(index + 1)}>
              <span aria-hidden="true">›</span>
            </button>
            <button
              type="button"
              className={controlClass}
              aria-label={playing ? 'Pause the ads' : 'Play the ads'}
              onClick={() => setPlaying(!playing)}
            >
              <svg viewBox="0 0 16 16" className="size-3.5" aria-hidden="true" fill="currentColor">
                {playing ? <path d="M4 3h3v10H4zM9 3h3v10H9z" /> : <path d="M5 3l8 5-8 5z" />}
              </svg>
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
