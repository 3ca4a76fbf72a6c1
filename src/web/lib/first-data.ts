import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { FIRST_DATA_ELEMENT_ID, type FirstData } from '#domain/first-data.ts';
import { api } from './api-client.ts';

/** The page's first data, read once; null when the page came without (a signed-in admin, the back office). */
let firstData: FirstData | null | undefined;

function pageData(): FirstData | null {
  if (firstData === undefined) {
    firstData = null;
    try {
      const text = globalThis.document?.getElementById(FIRST_DATA_ELEMENT_ID)?.textContent;
      if (text) firstData = JSON.parse(text) as FirstData;
    } catch {
      // A page whose data cannot be read asks the server, as one without.
    }
  }
  return firstData;
}

/**
 * The answer to `url` the page arrived with, once: whoever asks again later (after a write,
 * on another visit to the screen) gets it from the server.
 */
export function takeFirstAnswer<T>(url: string): T | undefined {
  const answers = pageData()?.answers;
  if (!answers || !Object.hasOwn(answers, url)) return undefined;
  const answer = answers[url] as T;
  delete answers[url];
  return answer;
}

/** When the server read the page's data: the age its answers start from. */
export const firstDataAt = () => pageData()?.at;

/**
 * The query of a public read at `url`: asked of the server, except the first time when the page
 * arrived with its answer. That answer is as old as the page's data, so a query that is stale by
 * then asks the server again, as any stale query does.
 */
export const apiQuery = <T>(queryKey: QueryKey, url: string) =>
  queryOptions({
    queryKey,
    queryFn: () => api<T>('GET', url),
    initialData: () => takeFirstAnswer<T>(url),
    initialDataUpdatedAt: firstDataAt,
  });

/**
 * Renders with `data` as the page's first data: the server's rendering of a page reads the same
 * answers the browser then hydrates it with. The rendering must be synchronous.
 */
export function renderWithFirstData<T>(data: FirstData, render: () => T): T {
  firstData = { at: data.at, answers: { ...data.answers } };
  try {
    return render();
  } finally {
    firstData = undefined;
  }
}
