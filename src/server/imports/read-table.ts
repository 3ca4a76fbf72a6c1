import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parse } from 'csv-parse';
import { inExcelWorker } from './excel.ts';
import { now } from './turns.ts';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, TOO_LARGE_MESSAGE, type ImportFormat } from '#domain/imports.ts';

/**
 * A spreadsheet's first sheet as rows of text (docs/imports.md#files): CSV and pasted text
 * through csv-parse, fed a piece at a time so that a large file never holds the server for long;
 * Excel files through ExcelJS's streaming reader, in a worker thread. Anything the importer cannot read
 * faithfully is refused with a message that says what to do, never guessed at.
 */

export type Table = {
  headers: string[];
  /** Each row's cells, and its line as a spreadsheet numbers it (the header row is 1). */
  rows: { line: number; cells: string[] }[];
};

export class UnreadableFile extends Error {}

/** The most columns a row may have; no import has near this many. */
const MAX_COLUMNS = 200;
/** The most characters a cell may hold: more than any field takes. */
const MAX_CELL = 5000;

const NOT_UTF8 =
  'The file is not UTF-8 text. In Excel, save it as "CSV UTF-8 (Comma delimited)", or import the .xlsx file itself.';
const TOO_MANY_ROWS = `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows. Split it into smaller files.`;

/** A piece of base64 decodes alone when it is a whole number of 4-character groups. */
const BASE64_PIECE = 1024 * 1024;
/**
 * The text the CSV parser is given at a time, with a turn of the event loop before each: a row
 * far longer than a piece gives no record to wait on, and before its code is warm the parser
 * takes about a millisecond a kilobyte.
 */
export const PIECE = 4 * 1024;

/** A file's bytes from its base64, decoded a piece at a time with a turn of the event loop between pieces. */
async function bytesOf(data: string): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for (let start = 0; start < data.length; start += BASE64_PIECE) {
    const piece = data.slice(start, start + BASE64_PIECE);
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(piece) || (start + BASE64_PIECE < data.length && piece.includes('='))) {
      throw new UnreadableFile('The file did not arrive whole. Choose it again.');
    }
    pieces.push(Buffer.from(piece, 'base64'));
    await nextTurn();
  }
  return Buffer.concat(pieces);
}

/** Reads what the admin sent as the kind of file it says it is. */
export async function readTable(format: ImportFormat, data: string): Promise<Table> {
  if (format === 'text') return await withHeaders(await readDelimited(pastedText(data)));
  const bytes = await bytesOf(data);
  if (bytes.length > MAX_IMPORT_BYTES) throw new UnreadableFile(TOO_LARGE_MESSAGE);
  const isZip = bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  const isOldExcel = bytes.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]));
  if (isOldExcel) throw new UnreadableFile('Old Excel files (.xls) are not read. Save it as .xlsx or as CSV.');
  if (format === 'xlsx') {
    if (!isZip) throw new UnreadableFile('The file is not an Excel (.xlsx) file.');
    return await withHeaders(await readWorkbook(bytes));
  }
  if (isZip) throw new UnreadableFile('The file is an Excel file, not CSV. Choose it as an Excel file.');
  return await withHeaders(await readDelimited(decodeText(bytes)));
}

/**
 * Rows pasted from a spreadsheet arrive as text already: only their size and their characters
 * are checked (a large paste is not encoded and decoded again on the thread that answers
 * requests).
 */
function pastedText(data: string): string {
  if (Buffer.byteLength(data, 'utf8') > MAX_IMPORT_BYTES) throw new UnreadableFile(TOO_LARGE_MESSAGE);
  return withoutNul(data);
}

function withoutNul(text: string): string {
  if (text.includes('\u0000')) throw new UnreadableFile('The file is not text. Choose a CSV or Excel file.');
  return text;
}

/** UTF-8 (with or without its mark), or UTF-16 with its mark (Excel's "Unicode Text"); nothing else is guessed. */
function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return withoutNul(new TextDecoder('utf-16le').decode(bytes.subarray(2)));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return withoutNul(new TextDecoder('utf-16be').decode(bytes.subarray(2)));
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new UnreadableFile(NOT_UTF8);
  }
  return withoutNul(text);
}

/** Commas, semicolons (Excel in much of Europe) or tabs (pasted from a spreadsheet): the most frequent in the first line. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((mark) => [mark, firstLine.split(mark).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

const CSV_MESSAGES: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted cell is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'a quote closes a cell in the middle of it',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'text follows the closing quote of a cell',
  CSV_MAX_RECORD_SIZE: 'a row is far too long',
};

async function readDelimited(text: string): Promise<string[][]> {
  const parser = parse({
    delimiter: delimiterOf(text),
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: MAX_CELL * 20,
  });
  const pieces = Readable.from(
    (async function* () {
      for (let start = 0; start < text.length; start += PIECE) {
        await nextTurn();
        yield text.slice(start, start + PIECE);
      }
    })(),
  );
  const records: string[][] = [];
  pieces.pipe(parser);
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      records.push(record);
      // The parser's pieces arrive as promises resolve, which never lets a timer or another request in.
      await now();
      if (records.length > MAX_IMPORT_ROWS + 1) {
        pieces.destroy();
        throw new UnreadableFile(TOO_MANY_ROWS);
      }
    }
  } catch (error) {
    if (error instanceof UnreadableFile) throw error;
    const code = (error as { code?: string }).code ?? '';
    const line = (error as { lines?: number }).lines;
    throw new UnreadableFile(
      `The file could not be read as CSV${line ? ` at line ${line}` : ''}: ${CSV_MESSAGES[code] ?? 'it is not in CSV form'}.`,
    );
  }
  return records;
}

/** The first sheet's rows, read in a worker thread (src/server/imports/excel.ts). */
async function readWorkbook(bytes: Buffer): Promise<string[][]> {
  const result = await inExcelWorker({
    kind: 'read',
    bytes,
    maxColumns: MAX_COLUMNS,
    maxRows: MAX_IMPORT_ROWS,
  });
  if (result.kind === 'refused') throw new UnreadableFile(result.message);
  if (result.kind !== 'rows') throw new Error('The Excel worker answered a read with a file.');
  return result.rows.map(({ line, cells }) => Object.assign(cells, { line }));
}

/** The first row names the columns; a row wider than it, or a cell longer than any field, is refused. */
async function withHeaders(records: (string[] & { line?: number })[]): Promise<Table> {
  const [headerRow, ...rest] = records;
  if (!headerRow) throw new UnreadableFile('The file is empty.');
  let width = headerRow.length;
  while (width > 0 && headerRow[width - 1]!.trim() === '') width -= 1;
  if (width === 0) throw new UnreadableFile('The first row must name the columns.');
  if (width > MAX_COLUMNS) throw new UnreadableFile(`The file has more than ${MAX_COLUMNS} columns.`);
  const headers = headerRow.slice(0, width).map((header) => header.trim());
  const rows: Table['rows'] = [];
  for (const [index, cells] of rest.entries()) {
    await now();
    const line = cells.line ?? index + 2;
    const extra = cells.slice(width).findIndex((cell) => cell.trim() !== '');
    if (extra >= 0) {
      throw new UnreadableFile(
        `Line ${line} has more cells than the first row has headers. Give every column a header, or remove the extra cells.`,
      );
    }
    const kept = cells.slice(0, width);
    const long = kept.findIndex((cell) => cell.length > MAX_CELL);
    if (long >= 0)
      throw new UnreadableFile(`Line ${line}, column "${headers[long]}" holds more than ${MAX_CELL} characters.`);
    while (kept.length < width) kept.push('');
    rows.push({ line, cells: kept });
  }
  return { headers, rows: rows.filter((row) => row.cells.some((cell) => cell.trim() !== '')) };
}
