import { Button } from './button.tsx';

/** A screen's heading with a Refresh button that loads its figures again (disabled while loading). */
export function RefreshHeading({
  title,
  query,
}: {
  title: string;
  /** The screen's query. */
  query: { refetch: () => Promise<unknown>; isFetching: boolean };
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
      <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
        Refresh
      </Button>
    </div>
  );
}
