import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES, TOO_LARGE_MESSAGE } from '#domain/imports.ts';
import { base64Of, fileProblem, formatOfFile, pastedTooLarge, WRONG_FILE_MESSAGE } from './import-source.ts';

describe('the file an import sends', () => {
  it('travels as CSV or Excel from its extension, and any other is refused', () => {
    expect(formatOfFile('players.CSV')).toBe('csv');
    expect(formatOfFile('export.tsv')).toBe('csv');
    expect(formatOfFile('rows.txt')).toBe('csv');
    expect(formatOfFile('Season 2019.xlsx')).toBe('xlsx');
    expect(formatOfFile('old.xls')).toBeNull();
    expect(formatOfFile('xlsx')).toBeNull();
    expect(fileProblem(new File(['a'], 'notes.pdf'))).toBe(WRONG_FILE_MESSAGE);
    expect(fileProblem(new File(['a'], 'notes.csv'))).toBeNull();
  });

  it('is refused in the browser above the largest size the server reads', () => {
    const large = new File([new Uint8Array(MAX_IMPORT_BYTES + 1)], 'big.xlsx');
    expect(fileProblem(large)).toBe(TOO_LARGE_MESSAGE);
    expect(fileProblem(new File([new Uint8Array(MAX_IMPORT_BYTES)], 'fits.xlsx'))).toBeNull();
    expect(pastedTooLarge('é'.repeat(MAX_IMPORT_BYTES / 2 + 1))).toBe(true);
    expect(pastedTooLarge('é'.repeat(MAX_IMPORT_BYTES / 2))).toBe(false);
  });

  it('is base64 of its bytes, a 10 MB file included', async () => {
    const bytes = new Uint8Array(MAX_IMPORT_BYTES).map((_, index) => (index * 7) % 256);
    expect(await base64Of(new Blob([bytes]))).toBe(Buffer.from(bytes).toString('base64'));
    expect(await base64Of(new Blob(['Name,Team\nJané,Hawks']))).toBe(
      Buffer.from('Name,Team\nJané,Hawks').toString('base64'),
    );
  });
});
