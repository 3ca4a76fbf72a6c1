/**
 * How a spreadsheet cell becomes a value of the league's (docs/imports.md#cells): dates in the
 * order the admin chose for slashed dates, times as clocks write them, yes/no as people write
 * it. Each reader answers the value, or null for a blank cell, or a message for a cell it
 * cannot read.
 */

export const DATE_ORDERS = ['mdy', 'dmy', 'ymd'] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];
export const DATE_ORDER_LABELS: Record<DateOrder, string> = {
  mdy: 'Month/day/year (11/27/2026)',
  dmy: 'Day/month/year (27/11/2026)',
  ymd: 'Year/month/day (2026/11/27)',
};

export type CellRead<T> = { ok: true; value: T | null } | { ok: false; message: string };
const read = <T>(value: T | null): CellRead<T> => ({ ok: true, value });
const unreadable = <T>(message: string): CellRead<T> => ({ ok: false, message });

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= last;
}

/**
 * A date: `YYYY-MM-DD` always; with slashes, dots or dashes in another order, in the order
 * chosen (two-digit years are 20xx). What a spreadsheet stores as a date arrives already as
 * `YYYY-MM-DD`.
 */
export function readDate(cell: string, order: DateOrder): CellRead<string> {
  const text = cell.trim();
  if (text === '') return read(null);
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const parts = iso ? null : /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})$/.exec(text);
  let year: number, month: number, day: number;
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (parts) {
    const [a, b, c] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
    if (order === 'ymd') [year, month, day] = [a, b, c];
    else if (order === 'mdy') [month, day, year] = [a, b, c];
    else [day, month, year] = [a, b, c];
    if (year < 100 && parts[order === 'ymd' ? 1 : 3]!.length <= 2) year += 2000;
  } else return unreadable(`"${text}" is not a date.`);
  if (!isRealDate(year, month, day)) return unreadable(`"${text}" is not a date.`);
  return read(`${pad(year, 4)}-${pad(month)}-${pad(day)}`);
}

/** A time of day as `HH:mm:ss`: `19:30`, `7:30 PM`, `7:30pm`, `19:30:00`. */
export function readTime(cell: string): CellRead<string> {
  const text = cell.trim();
  if (text === '') return read(null);
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?$/i.exec(text);
  if (!match) return unreadable(`"${text}" is not a time.`);
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  const second = Number(match[3] ?? 0);
  const half = match[4]?.[0]?.toLowerCase();
  if (half) {
    if (hour < 1 || hour > 12) return unreadable(`"${text}" is not a time.`);
    hour = (hour % 12) + (half === 'p' ? 12 : 0);
  }
  if (hour > 23 || minute > 59 || second > 59) return unreadable(`"${text}" is not a time.`);
  return read(`${pad(hour)}:${pad(minute)}:${pad(second)}`);
}

const YES = new Set(['yes', 'y', 'true', '1', 'x', 'captain', 'current']);
const NO = new Set(['no', 'n', 'false', '0', 'previous']);

/** Yes or no: yes, y, true, 1, x; no, n, false, 0. */
export function readYesNo(cell: string, label: string): CellRead<boolean> {
  const text = cell.trim().toLowerCase();
  if (text === '') return read(null);
  if (YES.has(text)) return read(true);
  if (NO.has(text)) return read(false);
  return unreadable(`${label} must be yes or no.`);
}

/** A whole number, as a spreadsheet writes one (`12`, `12.0`). */
export function readWholeNumber(cell: string, label: string): CellRead<number> {
  const text = cell.trim();
  if (text === '') return read(null);
  const value = Number(text);
  if (!/^\d+(\.0+)?$/.test(text) || !Number.isSafeInteger(value)) {
    return unreadable(`${label} must be a whole number of 0 or more.`);
  }
  return read(value);
}

/**
 * A full name in one cell ("Name" in other league software): the first word is the first name,
 * the rest the last name ("Vincent van Gogh": Vincent, van Gogh). "Last, First" is read too.
 */
export function splitFullName(cell: string): { firstName: string; lastName: string } {
  const text = cell.trim().replace(/\s+/g, ' ');
  const comma = text.indexOf(',');
  if (comma > 0) return { firstName: text.slice(comma + 1).trim(), lastName: text.slice(0, comma).trim() };
  const space = text.indexOf(' ');
  if (space < 0) return { firstName: text, lastName: '' };
  return { firstName: text.slice(0, space), lastName: text.slice(space + 1) };
}

/** Several values in one cell, as other league software writes them: `A|B`. */
export const splitList = (cell: string): string[] =>
  cell
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** How a header or a name is compared: case, spaces and punctuation aside. */
export const comparable = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** How two people's or teams' names are compared: case and repeated spaces aside. */
export const sameName = (text: string): string => text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
