/**
 * The query a public page keeps what a visitor chose in (docs/decisions/045): the league
 * (`league`), a tab (`tab`), the part of the season (`phase`) and a table's sort (`sort` and
 * `dir`, or `<table>-sort` and `<table>-dir` where a page has several sortable tables). The
 * server renders a page with this query and keeps the rendering under it; the app reads the
 * same parameters, so the page it hydrates is the page the server sent.
 */
const PAGE_PARAMS: readonly { name: RegExp; value: RegExp }[] = [
  { name: /^league$/, value: /^[1-9]\d{0,8}$/ },
  { name: /^tab$/, value: /^[a-z][a-z-]{0,19}$/ },
  { name: /^phase$/, value: /^(?:regular|playoffs)$/ },
  { name: /^(?:[a-z]+-)?sort$/, value: /^[A-Za-z]{1,30}$/ },
  { name: /^(?:[a-z]+-)?dir$/, value: /^(?:asc|desc)$/ },
];

/**
 * The page's own parameters of `search`, in one order (the list above, then by name), each
 * with its first value: anything else (a tracking parameter, a value no page reads, a hostile one) is dropped,
 * so it can neither change the page nor make another copy of it.
 */
export function pageQuery(search: string | URLSearchParams): URLSearchParams {
  const given = typeof search === 'string' ? new URLSearchParams(search) : search;
  const kept = new Map<string, { rank: number; value: string }>();
  const seen = new Set<string>();
  for (const [name, value] of given) {
    // A page reads the first value of a name, as `URLSearchParams.get` does.
    if (seen.has(name)) continue;
    seen.add(name);
    const rank = PAGE_PARAMS.findIndex((param) => param.name.test(name) && param.value.test(value));
    if (rank >= 0) kept.set(name, { rank, value });
  }
  const ordered = [...kept].sort(([a, x], [b, y]) => x.rank - y.rank || a.localeCompare(b, 'en'));
  return new URLSearchParams(ordered.map(([name, { value }]) => [name, value]));
}

/** The query parameters a sortable table keeps its sort in: `sort` and `dir`, or named after the table. */
export const sortParams = (table?: string) =>
  table ? { sort: `${table}-sort`, dir: `${table}-dir` } : { sort: 'sort', dir: 'dir' };
