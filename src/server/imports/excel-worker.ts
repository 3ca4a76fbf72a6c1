import { Readable } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import ExcelJS from 'exceljs';

/**
 * The Excel side of imports, run in a worker thread of its own (decision 047): ExcelJS takes
 * about 200 ms of one thread to load and some 30 MB to keep, so the server loads it only while
 * an admin reads or downloads an Excel file, and never on the thread that answers visitors.
 * Plain TypeScript that Node runs itself: only Node's modules and ExcelJS.
 */

/** What the main thread asks for. */
export type ExcelTask =
  | { kind: 'read'; bytes: Uint8Array; maxColumns: number; maxRows: number }
  | { kind: 'template'; sheet: string; header: string[]; example: string[] };

/** What the worker answers: rows with their line in the sheet, a file, or why the file is refused. */
export type ExcelResult =
  | { kind: 'rows'; rows: { line: number; cells: string[] }[] }
  | { kind: 'file'; bytes: Uint8Array }
  | { kind: 'refused'; message: string };

const PIECE = 64 * 1024;

class Refused extends Error {}

type CellValue = ExcelJS.CellValue;

/** A cell as the admin sees it in Excel: dates as YYYY-MM-DD, times as HH:mm, numbers as written. */
function cellText(value: CellValue, where: () => string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) {
    const iso = value.toISOString();
    // Excel keeps a time of day as a date on 30 December 1899.
    if (iso.startsWith('1899-12-30') || iso.startsWith('1899-12-31')) return iso.slice(11, 16);
    return iso.slice(11, 19) === '00:00:00' ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
  }
  if ('formula' in value || 'sharedFormula' in value) {
    throw new Refused(
      `${where()} holds a formula. Import values only: copy the sheet and paste it as values (Paste Special, Values).`,
    );
  }
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('error' in value) throw new Refused(`${where()} holds an error (${String(value.error)}).`);
  return '';
}

const columnName = (index: number): string =>
  index < 26 ? String.fromCharCode(65 + index) : columnName(Math.floor(index / 26) - 1) + columnName(index % 26);

/** The first sheet's rows that hold anything, read as a stream a piece at a time. */
async function readRows(task: Extract<ExcelTask, { kind: 'read' }>): Promise<ExcelResult> {
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  const pieces = Readable.from(
    (function* () {
      for (let start = 0; start < bytes.length; start += PIECE) yield bytes.subarray(start, start + PIECE);
    })(),
  );
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(pieces, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const rows: { line: number; cells: string[] }[] = [];
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = (row.values ?? []) as CellValue[];
        if (values.length - 1 > task.maxColumns)
          throw new Refused(`Row ${row.number} has more than ${task.maxColumns} columns.`);
        const cells = Array.from({ length: Math.max(0, values.length - 1) }, (_, index) =>
          cellText(values[index + 1], () => `Cell ${columnName(index)}${row.number}`),
        );
        if (cells.every((cell) => cell.trim() === '')) continue;
        rows.push({ line: row.number, cells });
        if (rows.length > task.maxRows + 1) {
          throw new Refused(
            `The file has more than ${task.maxRows.toLocaleString('en-US')} rows. Split it into smaller files.`,
          );
        }
      }
      break;
    }
  } catch (error) {
    pieces.destroy();
    if (error instanceof Refused) return { kind: 'refused', message: error.message };
    return {
      kind: 'refused',
      message: 'The Excel file could not be read. Open it in Excel, save it again as .xlsx, and retry.',
    };
  }
  return { kind: 'rows', rows };
}

/** A template: the header row in bold and one example row. */
async function template(task: Extract<ExcelTask, { kind: 'template' }>): Promise<ExcelResult> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(task.sheet);
  sheet.addRow(task.header).font = { bold: true };
  sheet.addRow(task.example);
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  return { kind: 'file', bytes: new Uint8Array(await workbook.xlsx.writeBuffer()) };
}

parentPort?.once('message', (task: ExcelTask) => {
  void (task.kind === 'read' ? readRows(task) : template(task)).then((result) => parentPort?.postMessage(result));
});
