/**
 * CSV as spreadsheets read it (RFC 4180): every field quoted, quotes doubled, lines ended
 * with CRLF. A field that a spreadsheet would run as a formula (=, +, -, @, tab or carriage
 * return first) is written with a leading apostrophe, so an export cannot carry one.
 */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return '""';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | boolean | null)[])[]) {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
