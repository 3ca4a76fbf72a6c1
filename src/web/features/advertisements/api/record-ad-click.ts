import dayjs from 'dayjs';
import type { AdClickBody } from '#domain/advertisements.ts';

/**
 * Records a visitor's click on an ad without holding up the new tab: the request outlives the
 * page (`keepalive`), and its answer, a refusal included, is ignored. The server dates the
 * click itself; the visitor's date is sent because the call's contract names it.
 */
export function recordAdClick(advertisementId: number): void {
  const body: AdClickBody = { advertisementId, clickDate: dayjs().format('YYYY-MM-DD') };
  fetch(`/api/advertisements/${advertisementId}/click`, {
    method: 'PUT',
    keepalive: true,
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}
