/**
 * The code a page runs beyond the entry its HTML loads (the app's start and the page's screen),
 * as a JSON array of addresses in a `<script type="application/json">` element of this id. The
 * entry fetches it once the page has painted (src/web/main.tsx). Kept apart from the first
 * data's module, which the app reads: the entry then carries this name inside it rather than
 * in one more file to fetch.
 */
export const PAGE_CODE_ELEMENT_ID = 'page-code';
