/**
 * Every figure of a bench run: printed as it is measured, and gathered into one Markdown table
 * at the end. A figure with a goal that it misses is marked ✗ and makes the run fail; the run
 * carries on, so that one miss never hides the other figures. A part of the bench run in a
 * process of its own hands its figures back through a file (`save`, then `adopt`).
 */
import { readFileSync, writeFileSync } from 'node:fs';

const NOT_MADE = 'runs that could not be made';

type Row = { figure: string; goal: string; cells: Map<string, string> };
type Entry = { where: string; figure: string; value: string; goal: string; met: boolean | undefined };

export class Report {
  failed = false;
  private readonly rows = new Map<string, Row>();
  /** What was recorded, in order, as `save` writes it. */
  private readonly entries: Entry[] = [];

  /**
   * One figure of one database (`where`), or of several alike. `met` is whether it meets its goal, or undefined for
   * a figure without one.
   */
  figure(where: string | string[], figure: string, value: string, goal = '', met?: boolean) {
    const places = [where].flat();
    console.log(
      `${places.join(' and ')}: ${figure}: ${value}${met === undefined ? '' : met ? ' ✓' : ` ✗ (goal ${goal})`}`,
    );
    for (const place of places) this.record(place, figure, value, goal, met);
  }

  /** A run that could not be made at all (the server did not start, a call failed): a failure. */
  failure(where: string, message: string) {
    console.log(`${where}: ✗ ${message}`);
    this.record(where, NOT_MADE, message, 'none', false);
  }

  /** Writes what was recorded to `file`, for the report of the process that started this one. */
  save(file: string) {
    writeFileSync(file, JSON.stringify(this.entries));
  }

  /** Records what another process's report saved to `file` (it printed them already). */
  adopt(file: string) {
    const entries = JSON.parse(readFileSync(file, 'utf8')) as Entry[];
    for (const { where, figure, value, goal, met } of entries)
      this.record(where, figure, value, goal, met ?? undefined);
  }

  private record(where: string, figure: string, value: string, goal: string, met: boolean | undefined) {
    this.entries.push({ where, figure, value, goal, met });
    if (met === false) this.failed = true;
    if (figure === NOT_MADE) {
      // The runs that could not be made, of one place, share a cell.
      const before = this.rows.get(NOT_MADE)?.cells.get(where)?.replace(/ ✗$/, '');
      if (before) value = `${before}; ${value}`;
    }
    const row = this.rows.get(figure) ?? { figure, goal, cells: new Map<string, string>() };
    row.cells.set(where, `${value}${met === undefined ? '' : met ? ' ✓' : ' ✗'}`);
    this.rows.set(figure, row);
  }

  /** The figures as a Markdown table, one column per database. */
  table(columns: string[]): string {
    const cell = (text: string) => text.replaceAll('|', '\\|');
    const lines = [
      `| figure | goal | ${columns.join(' | ')} |`,
      `|---|---|${columns.map(() => '---|').join('')}`,
      ...[...this.rows.values()].map(
        (row) =>
          `| ${cell(row.figure)} | ${cell(row.goal)} | ${columns.map((column) => cell(row.cells.get(column) ?? '—')).join(' | ')} |`,
      ),
    ];
    return lines.join('\n');
  }
}

export const formatRate = (rate: number) => `${Math.round(rate).toLocaleString('en-US')} req/s`;
export const formatMs = (ms: number) => `${ms < 10 ? ms.toFixed(1) : Math.round(ms).toLocaleString('en-US')} ms`;
export const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;
