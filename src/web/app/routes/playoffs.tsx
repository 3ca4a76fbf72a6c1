import { pageTexts } from '#domain/page-texts.ts';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { emptyTextClass } from '#web/components/ui/table.tsx';
import { useActiveLeague } from '#web/features/leagues/active-league.tsx';
import { useBracket } from '#web/features/playoffs/api/get-bracket.ts';
import { BracketView } from '#web/features/playoffs/components/bracket-view.tsx';

/** /playoffs: the active league's bracket, while it has one (docs/rules/screens.md#playoffs-page). */
export function PlayoffsPage() {
  const { league } = useActiveLeague();
  usePageTitle(pageTexts.playoffs.title, pageTexts.playoffs.description);
  const bracket = useBracket(league?.id ?? 0, Boolean(league?.hasPlayoffs));
  if (!league) return null;
  return (
    <section>
      <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">
        Playoffs <span className="block text-lg font-semibold text-neutral-300 md:text-xl">{league.name}</span>
      </h1>
      <div className="mt-6">
        {!league.hasPlayoffs ? (
          <p className={emptyTextClass}>No playoff bracket yet.</p>
        ) : bracket.isPending ? (
          <Spinner label="Loading the bracket" />
        ) : bracket.isError ? (
          <p className={emptyTextClass}>Failed to load the bracket</p>
        ) : (
          <BracketView bracket={bracket.data} />
        )}
      </div>
    </section>
  );
}
