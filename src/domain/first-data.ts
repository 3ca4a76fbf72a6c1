/**
 * The data a public page arrives with: the answers of the API reads its first screen makes,
 * each under its address, as the server read them at `at` (milliseconds since the epoch).
 * The page holds it in a `<script type="application/json">` element of this id, which the
 * browser never runs (decision 031).
 */
export type FirstData = { at: number; answers: Record<string, unknown> };

export const FIRST_DATA_ELEMENT_ID = 'first-data';
