import { useId } from 'react';
import { IMPORT_COLUMNS, type ImportColumn, type ImportPreview } from '#domain/imports.ts';
import { cellClass, headerCellClass, tableClass, TableRegion } from '#web/components/ui/table.tsx';

const selectClass =
  'min-h-10 w-full min-w-40 max-w-sm rounded-md border border-neutral-600 bg-neutral-900 px-3 py-2 text-neutral-100';

type ColumnMappingProps = {
  preview: ImportPreview;
  /** The choices on their way to the server, shown until its answer comes back. */
  choosing: Readonly<Record<string, string>> | null;
  onChoose: (header: string, key: string) => void;
};

/**
 * Each of the file's headers and the site's column it is imported as: those the preview
 * recognised start chosen, another can be chosen or "Not imported"; headers of other league
 * software that this site does not keep are only named.
 */
export function ColumnMapping({ preview, choosing, onChoose }: ColumnMappingProps) {
  const columns: readonly ImportColumn[] = IMPORT_COLUMNS[preview.kind];
  return (
    <>
      <p className="mb-3 max-w-3xl text-sm text-neutral-300">
        Each of the site’s columns is read from one column of the file: choosing one another column already has moves it
        here.
      </p>
      <TableRegion label="Columns of the file">
        <table className={tableClass}>
          <caption className="sr-only">The file’s columns and what each is imported as</caption>
          <thead>
            <tr>
              <th scope="col" className={headerCellClass}>
                Column in the file
              </th>
              <th scope="col" className={headerCellClass}>
                Imported as
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.columns.map((column, index) => (
              <MappingRow
                key={`${index}-${column.header}`}
                header={column.header}
                ignored={column.ignored}
                value={
                  choosing && Object.hasOwn(choosing, column.header) ? choosing[column.header]! : (column.key ?? '')
                }
                columns={columns}
                onChoose={onChoose}
              />
            ))}
          </tbody>
        </table>
      </TableRegion>
    </>
  );
}

function MappingRow({
  header,
  ignored,
  value,
  columns,
  onChoose,
}: {
  header: string;
  ignored: boolean;
  value: string;
  columns: readonly ImportColumn[];
  onChoose: ColumnMappingProps['onChoose'];
}) {
  const id = useId();
  const name = header.trim() === '' ? '(no header)' : header;
  const hint = columns.find((column) => column.key === value)?.hint;
  return (
    <tr>
      <th scope="row" className={`${cellClass} pr-4 align-top font-semibold [overflow-wrap:anywhere]`}>
        {name}
      </th>
      <td className={`${cellClass} align-top`}>
        {ignored ? (
          <span className="text-neutral-300">Not kept by this site</span>
        ) : (
          <div className="flex flex-col gap-1">
            <label htmlFor={id} className="sr-only">
              {`What “${name}” holds`}
            </label>
            <select
              id={id}
              value={value}
              aria-describedby={hint ? `${id}-hint` : undefined}
              onChange={(event) => onChoose(header, event.target.value)}
              className={selectClass}
            >
              <option value="">Not imported</option>
              {columns.map((column) => (
                <option key={column.key} value={column.key}>
                  {column.hint ? `${column.header} — ${column.hint}` : column.header}
                </option>
              ))}
            </select>
            {hint ? (
              <p id={`${id}-hint`} className="max-w-sm text-xs text-neutral-400">
                {hint}
              </p>
            ) : null}
          </div>
        )}
      </td>
    </tr>
  );
}
