import { Section } from '#web/components/ui/section.tsx';
import { emptyTextClass } from '#web/components/ui/table.tsx';
import { usePlayerAwards } from '../api/get-awards.ts';

/** The player's shown awards, each with its league; nothing at all while loading or when there are none. */
export function PlayerAwards({ playerId }: { playerId: number }) {
  const awards = usePlayerAwards(playerId);
  if (awards.isPending) return null;
  if (awards.isError) return <p className={emptyTextClass}>Error loading awards</p>;
  // A signed-in admin also gets hidden awards; the public page shows only shown ones.
  const shown = awards.data.filter((award) => award.isShown);
  if (shown.length === 0) return null;
  return (
    <Section id="player-awards" title="Awards">
      <ul className="flex flex-wrap gap-3">
        {shown.map((award) => (
          <li key={award.id} className="rounded-full border border-brand/60 bg-neutral-900 px-4 py-1.5 font-semibold">
            {award.name} - {award.League.name}
          </li>
        ))}
      </ul>
    </Section>
  );
}
