import { useSearchParams } from 'react-router';
import { counted } from '#domain/counts.ts';
import { pageTexts } from '#domain/page-texts.ts';
import { MIN_GAMES_FOR_AVERAGES } from '#domain/schedule.ts';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { RECORD_KINDS, type RecordKind } from '#web/features/records/api/get-records.ts';
import { RecordsTabs } from '#web/features/records/components/records-tabs.tsx';

/** `/records`: the top 10 of every category, all-time and per league, totals and averages. */
export function RecordsPage() {
  usePageTitle(pageTexts.records.title, pageTexts.records.description);
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = RECORD_KINDS.find((kind) => kind.key === searchParams.get('tab'))?.key ?? RECORD_KINDS[0].key;

  const select = (kind: RecordKind) => setSearchParams({ tab: kind }, { replace: true, preventScrollReset: true });

  return (
    <section>
      <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">Records</h1>
      <p className="mt-2 text-neutral-300">
        {`The best of every season. Averages count players with at least ${counted(MIN_GAMES_FOR_AVERAGES, 'game', 'words')} played.`}
      </p>
      <RecordsTabs selected={selected} onSelect={select} />
    </section>
  );
}
