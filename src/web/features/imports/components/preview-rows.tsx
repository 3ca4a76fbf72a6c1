import { useMemo, useState } from 'react';
import { ROW_OUTCOMES, type PreviewRow, type RowOutcome } from '#domain/imports.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cellClass, headerCellClass, tableClass, TableRegion } from '#web/components/ui/table.tsx';

/** Refused rows first: they are what the admin has to act on. */
export const OUTCOME_ORDER: readonly RowOutcome[] = ['refused', 'new', 'matched', 'unchanged'];

/** The rows of each outcome shown at first; a file of 10,000 rows stays quick to show. */
export const ROWS_SHOWN_AT_FIRST = 200;

const badgeClass: Record<RowOutcome, string> = {
  refused: 'bg-red-900/70 text-red-100',
  new: 'bg-emerald-900/70 text-emerald-100',
  matched: 'bg-sky-900/70 text-sky-100',
  unchanged: 'bg-neutral-800 text-neutral-200',
};

const count = (value: number) => value.toLocaleString('en-US');

/** A row's outcome as a word in a coloured badge: the word says it, the colour only helps. */
export function OutcomeBadge({ outcome }: { outcome: RowOutcome }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${badgeClass[outcome]}`}>
      {ROW_OUTCOMES[outcome]}
    </span>
  );
}

/**
 * Every row of the file, refused rows first, then by line: the first rows of each outcome, and
 * the rest on request.
 */
export function PreviewRows({ rows }: { rows: readonly PreviewRow[] }) {
  const groups = useMemo(
    () =>
      OUTCOME_ORDER.map((outcome) => ({
        outcome,
        rows: rows.filter((row) => row.outcome === outcome).sort((a, b) => a.line - b.line),
      })).filter((group) => group.rows.length > 0),
    [rows],
  );
  const [shownWhole, setShownWhole] = useState<ReadonlySet<RowOutcome>>(() => new Set());
  const toggle = (outcome: RowOutcome) =>
    setShownWhole((current) => {
      const next = new Set(current);
      if (!next.delete(outcome)) next.add(outcome);
      return next;
    });

  return (
    <TableRegion label="Rows of the file">
      <table className={tableClass}>
        <caption className="sr-only">The file’s rows and what the import does with each, refused rows first</caption>
        <thead>
          <tr>
            <th scope="col" className={headerCellClass}>
              Line
            </th>
            <th scope="col" className={headerCellClass}>
              Outcome
            </th>
            <th scope="col" className={headerCellClass}>
              Row
            </th>
            {/* Phones read the note under the row, so the table fits their width. */}
            <th scope="col" className={`${headerCellClass} hidden sm:table-cell`}>
              Note
            </th>
          </tr>
        </thead>
        {groups.map(({ outcome, rows: ofOutcome }) => {
          const whole = shownWhole.has(outcome) || ofOutcome.length <= ROWS_SHOWN_AT_FIRST;
          const shown = whole ? ofOutcome : ofOutcome.slice(0, ROWS_SHOWN_AT_FIRST);
          const name = ROW_OUTCOMES[outcome].toLowerCase();
          return (
            <tbody key={outcome}>
              {shown.map((row) => (
                <tr key={row.line} className={outcome === 'refused' ? 'bg-red-950/30' : undefined}>
                  <td className={`${cellClass} align-top`}>{row.line}</td>
                  <td className={`${cellClass} align-top`}>
                    <OutcomeBadge outcome={row.outcome} />
                  </td>
                  <td className={`${cellClass} align-top [overflow-wrap:anywhere] sm:min-w-48`}>
                    {row.what}
                    {row.note ? <p className="mt-1 text-neutral-300 sm:hidden">{row.note}</p> : null}
                  </td>
                  <td
                    className={`${cellClass} hidden min-w-56 align-top text-neutral-300 [overflow-wrap:anywhere] sm:table-cell`}
                  >
                    {row.note}
                  </td>
                </tr>
              ))}
              {ofOutcome.length > ROWS_SHOWN_AT_FIRST ? (
                <tr>
                  <td colSpan={4} className={cellClass}>
                    <div className="sticky left-0 flex w-fit flex-wrap items-center gap-3">
                      <span className="text-neutral-300">
                        {whole
                          ? `All ${count(ofOutcome.length)} ${name} rows shown.`
                          : `The first ${count(ROWS_SHOWN_AT_FIRST)} of ${count(ofOutcome.length)} ${name} rows shown.`}
                      </span>
                      <Button variant="secondary" onClick={() => toggle(outcome)}>
                        {whole
                          ? `Show the first ${count(ROWS_SHOWN_AT_FIRST)} ${name} rows`
                          : `Show all ${count(ofOutcome.length)} ${name} rows`}
                      </Button>
                    </div>
                  </td>
                </tr>
              ) : null}
            </tbody>
          );
        })}
      </table>
    </TableRegion>
  );
}
