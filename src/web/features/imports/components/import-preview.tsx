import {
  IMPORT_KINDS,
  REFUSED_ROWS_MESSAGE,
  ROW_OUTCOMES,
  type ImportPreview,
  type RowOutcome,
} from '#domain/imports.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { ColumnMapping } from './column-mapping.tsx';
import { PreviewRows } from './preview-rows.tsx';

const OUTCOMES = Object.keys(ROW_OUTCOMES) as RowOutcome[];

/** The rows an import changes something with: new ones and matched ones; unchanged rows change nothing. */
export const rowsToImport = (preview: ImportPreview) => preview.counts.new + preview.counts.matched;

type ImportPreviewProps = {
  preview: ImportPreview;
  choosing: Readonly<Record<string, string>> | null;
  onChoose: (header: string, key: string) => void;
  /** A preview on its way after a change of columns (or a refused import): the import waits for it. */
  refreshing: boolean;
  onConfirm: () => void;
  confirming: boolean;
  /** Why the last preview again or import was refused. */
  error: string | null;
};

/** Step 2: the file's columns as the site reads them, what the import does with each row, and the import. */
export function ImportPreviewPanel({
  preview,
  choosing,
  onChoose,
  refreshing,
  onConfirm,
  confirming,
  error,
}: ImportPreviewProps) {
  const refused = preview.counts.refused;
  const rows = rowsToImport(preview);
  const nothing = rows === 0 && preview.alsoCreates.length === 0;
  return (
    <>
      <Section title="Columns">
        <ColumnMapping preview={preview} choosing={choosing} onChoose={onChoose} />
      </Section>
      <Section title="What the import does">
        <p className="text-sm text-neutral-300">
          {IMPORT_KINDS[preview.kind].label}: {preview.rows.length.toLocaleString('en-US')} rows in the file.
        </p>
        <dl className="mt-3 flex flex-wrap gap-3" aria-label="Rows by outcome">
          {OUTCOMES.map((outcome) => (
            <div
              key={outcome}
              className={`rounded-md border px-3 py-2 ${
                outcome === 'refused' && refused > 0 ? 'border-red-600' : 'border-neutral-700'
              }`}
            >
              <dt className="text-xs uppercase tracking-wide text-neutral-300">{ROW_OUTCOMES[outcome]}</dt>
              <dd className="text-xl font-bold tabular-nums">{preview.counts[outcome].toLocaleString('en-US')}</dd>
            </div>
          ))}
        </dl>
        {preview.alsoCreates.length > 0 ? (
          <p className="mt-4 max-w-3xl [overflow-wrap:anywhere]">
            <span className="font-semibold">Also creates:</span> {preview.alsoCreates.join(', ')}
          </p>
        ) : null}
        <div className="mt-4">{preview.rows.length > 0 ? <PreviewRows rows={preview.rows} /> : null}</div>
        <div className="mt-6 flex flex-col items-start gap-3">
          <FormError message={error} />
          <p role="status" className="text-sm text-neutral-300">
            {refreshing
              ? 'Previewing the file again…'
              : refused > 0
                ? REFUSED_ROWS_MESSAGE
                : nothing
                  ? 'Nothing to import: every row is already on the site as the file has it.'
                  : 'Nothing is saved until you import.'}
          </p>
          <Button onClick={onConfirm} disabled={refused > 0 || nothing || refreshing || confirming}>
            {confirming ? 'Importing…' : `Import ${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'}`}
          </Button>
        </div>
      </Section>
    </>
  );
}
