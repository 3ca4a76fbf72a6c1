/**
 * The data a public page arrives with: the answers of the API reads its first screen makes,
 * each under its address, as the server read them at `at` (milliseconds since the epoch).
 * The page holds it in a `<script type="application/json">` element of this id, which the
 * browser never runs (decision 031).
 */
export type FirstData = { at: number; answers: Record<string, unknown> };

export const FIRST_DATA_ELEMENT_ID = 'first-data';

/**
 * The code a page runs beyond the entry its HTML loads (the app's start and the page's screen),
 * as a JSON array of addresses in a `<script type="application/json">` element of this id. The
 * entry fetches it once the page has painted (src/web/main.tsx).
 */
export const PAGE_CODE_ELEMENT_ID = 'page-code';
