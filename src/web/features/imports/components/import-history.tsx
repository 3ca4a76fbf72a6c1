import { toast } from 'react-toastify';
import { formatMoment } from '#domain/format.ts';
import { IMPORT_KINDS, ROW_OUTCOMES, type ImportSummary } from '#domain/imports.ts';
import { AdminTable } from '#web/components/ui/admin-list.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useConfirmation } from '#web/components/ui/confirmation.ts';
import { Section } from '#web/components/ui/section.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { emptyTextClass } from '#web/components/ui/table.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useImports } from '../api/get-imports.ts';
import { useUndoImport } from '../api/undo-import.ts';

/** The file an import read, or what stands for rows pasted without one. */
export const fileOf = (summary: ImportSummary) => summary.fileName || 'Pasted rows';

const leagueOf = (summary: ImportSummary) => summary.leagueName ?? <span className="text-neutral-400">None</span>;

const isOutcome = (key: string): key is keyof typeof ROW_OUTCOMES => Object.hasOwn(ROW_OUTCOMES, key);

/** What a count of things an import made says: "12 players", "1 league". */
const madeText = (key: string, value: number) =>
  `${value.toLocaleString('en-US')} ${value === 1 ? key.replace(/s$/, '') : key}`;

/** The counts of an import's summary: its rows by outcome, or what it made (players, teams, games…). */
function Counts({ counts, of }: { counts: ImportSummary['counts']; of: 'rows' | 'made' }) {
  const entries = Object.entries(counts).filter(([key, value]) => value > 0 && isOutcome(key) === (of === 'rows'));
  if (entries.length === 0) return <span className="text-neutral-400">None</span>;
  return (
    <ul className="flex flex-col">
      {entries.map(([key, value]) => (
        <li key={key} className="whitespace-nowrap">
          {isOutcome(key) ? (
            <>
              {ROW_OUTCOMES[key]} <span className="tabular-nums">{value.toLocaleString('en-US')}</span>
            </>
          ) : (
            madeText(key, value)
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Every import, newest first: when, what, from which file, into which league, its rows and by
 * whom; an import can be undone (asked first) until something is built on it.
 */
export function ImportHistory() {
  const history = useImports();
  const undo = useUndoImport();
  const confirmation = useConfirmation();

  const askUndo = async (summary: ImportSummary) => {
    const kind = IMPORT_KINDS[summary.kind].label.toLowerCase();
    const yes = await confirmation.ask(
      'Undo import',
      `Undo the import of ${fileOf(summary)} (${kind})? What it added is removed and what it changed goes back to how it was.`,
    );
    if (!yes) return;
    try {
      await undo.mutateAsync(summary.id);
      toast.success(`Import undone: ${fileOf(summary)}`);
    } catch (error) {
      toast.error(errorMessage(error, 'The import could not be undone.'));
    }
  };

  return (
    <Section title="Import history">
      {history.isPending ? <Spinner label="Loading the import history" /> : null}
      {history.isError ? (
        <p role="alert" className="text-red-300">
          Failed to load the import history
        </p>
      ) : null}
      {history.data?.length === 0 ? <p className={emptyTextClass}>No import yet.</p> : null}
      {history.data && history.data.length > 0 ? (
        <AdminTable
          className="mt-0"
          region="Imports"
          caption="Imports, newest first"
          items={history.data}
          columns={[
            {
              header: 'When',
              className: 'whitespace-nowrap max-sm:whitespace-normal',
              cell: (summary) => <time dateTime={summary.importedAt}>{formatMoment(summary.importedAt)}</time>,
            },
            { header: 'What', wideOnly: true, cell: (summary) => IMPORT_KINDS[summary.kind].label },
            {
              header: 'File',
              wideOnly: true,
              className: 'min-w-32 [overflow-wrap:anywhere]',
              cell: (summary) => fileOf(summary),
            },
            { header: 'League', wideOnly: true, className: 'min-w-32', cell: (summary) => leagueOf(summary) },
            { header: 'Rows', wideOnly: true, cell: (summary) => <Counts counts={summary.counts} of="rows" /> },
            { header: 'Made', wideOnly: true, cell: (summary) => <Counts counts={summary.counts} of="made" /> },
            { header: 'By', wideOnly: true, cell: (summary) => summary.importedBy },
          ]}
          // Phones: what, from where, into which league, its rows and by whom under the date, so Undo stays in view.
          phoneSummary={(summary) => (
            <>
              <span className="[overflow-wrap:anywhere]">
                {IMPORT_KINDS[summary.kind].label}: {fileOf(summary)}
              </span>
              <span>League: {leagueOf(summary)}</span>
              <Counts counts={summary.counts} of="rows" />
              <Counts counts={summary.counts} of="made" />
              <span>By {summary.importedBy}</span>
            </>
          )}
          actions={(summary) =>
            summary.undoneAt ? (
              <span className="whitespace-nowrap text-neutral-300">
                Undone <time dateTime={summary.undoneAt}>{formatMoment(summary.undoneAt)}</time>
              </span>
            ) : (
              <Button
                variant="secondary"
                disabled={undo.isPending}
                onClick={() => void askUndo(summary)}
                aria-label={`Undo the import of ${fileOf(summary)}, ${formatMoment(summary.importedAt)}`}
              >
                Undo
              </Button>
            )
          }
        />
      ) : null}
      <ConfirmDialog {...confirmation.dialog} />
    </Section>
  );
}
