import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Reads are typed by the tables or by a schema that parses their rows, and SQL takes values
 * only as parameters (docs/decisions/038-typed-reads.md). This walks src/ for the ways around
 * that.
 */
const RULES = [
  {
    name: 'a row type asserted by hand',
    // A call with a type argument; the declaration's own `<Row extends z.ZodType>` is not one.
    pattern: /(?<!function\s+)\browsOf\s*</g,
    fix: 'parse the rows with a schema: rowsOf(schema, db, query), or use the query builder',
  },
  {
    name: 'a result cast to rows',
    pattern: /\bas\s+(?:unknown\s+as\s+)?\{\s*rows\s*:/g,
    fix: 'rowsOf(schema, db, query) parses the rows',
  },
  {
    name: 'SQL built from strings',
    pattern: /\bsql\s*\.\s*raw\s*\(/g,
    fix: 'values as sql`` parameters, names with sql.identifier, fragments with sql.join',
  },
  {
    name: 'SQL text run as a string',
    pattern: /\.execute\(\s*['"`]/g,
    fix: 'write the statement with sql``',
  },
] as const;

type RuleName = (typeof RULES)[number]['name'];

/**
 * What may still do so, and why; as short as it can be. An entry that nothing needs any more
 * fails the test too, so the list only shrinks.
 */
const ALLOWED: { under: string; rule: RuleName }[] = [
  {
    // The schema (schema.ts and the files it is being split into, schema/): the tables' check
    // constraints and the records' partial indexes write the domain's fixed lists and limits
    // (role keys, statuses, the most a stat may hold, the games averages need) into DDL, which
    // takes no parameters. Its owner is reworking these files.
    under: 'src/server/db/schema',
    rule: 'SQL built from strings',
  },
];

const root = path.resolve(import.meta.dirname, '..');

function sourceFiles(): string[] {
  return readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.posix.join('src', file.split(path.sep).join('/')))
    .sort();
}

type Finding = { file: string; line: number; rule: RuleName };

function findings(): Finding[] {
  return sourceFiles().flatMap((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    return RULES.flatMap((rule) =>
      [...text.matchAll(rule.pattern)].map((match) => ({
        file,
        line: text.slice(0, match.index).split('\n').length,
        rule: rule.name,
      })),
    );
  });
}

const allowance = (finding: Finding) =>
  ALLOWED.find((entry) => finding.file.startsWith(entry.under) && finding.rule === entry.rule);

describe('reads and SQL in src/', () => {
  const found = findings();

  it('type every read and build no SQL from strings, outside the allow-list', () => {
    const refused = found
      .filter((finding) => !allowance(finding))
      .map((finding) => {
        const { fix } = RULES.find((rule) => rule.name === finding.rule)!;
        return `${finding.file}:${finding.line}: ${finding.rule}; ${fix}`;
      });
    expect(refused).toEqual([]);
  });

  it('allow only what still needs it', () => {
    const unused = ALLOWED.filter((entry) => !found.some((finding) => allowance(finding) === entry));
    expect(unused.map((entry) => `${entry.under}: ${entry.rule}`)).toEqual([]);
  });

  it('find each way around, so that a pattern that matches nothing cannot pass for a clean tree', () => {
    const samples: Record<RuleName, string> = {
      'a row type asserted by hand': 'await rowsOf<{ id: number }>(db, query)',
      'a result cast to rows': 'const r = (await db.execute(q)) as unknown as { rows: Row[] };',
      'SQL built from strings': 'sql`SELECT ${sql.raw(column)} FROM t`',
      'SQL text run as a string': 'db.execute(`DELETE FROM t WHERE id = ${id}`)',
    };
    for (const rule of RULES) expect(samples[rule.name].match(rule.pattern), rule.name).not.toBeNull();
    const [typed] = RULES;
    expect('export async function rowsOf<Row extends z.ZodType>(row: Row)'.match(typed.pattern)).toBeNull();
    expect('await rowsOf(z.object({ id: z.number() }), db, query)'.match(typed.pattern)).toBeNull();
  });
});
