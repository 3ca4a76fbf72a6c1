import { describe, expect, it } from 'vitest';
import { unique } from '../../../test/app.ts';
import { useSmallLeagueApp } from '../../../test/small-league.ts';
import type { ImportPreview } from '#domain/imports.ts';
import { INLINE_JSON_BYTES } from './json-body.ts';

const setup = useSmallLeagueApp();

/** A request with a body of the given text, as the admin. */
async function post(url: string, body: string) {
  const response = await setup.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { cookie: setup.adminCookie, 'content-type': 'application/json' },
  });
  return { status: response.statusCode, body: response.json() };
}

/** Pasted rows of gyms, more than `INLINE_JSON_BYTES` of them, the last one new. */
function pastedGyms(name: string) {
  const row = `${'Hoop Hall '.repeat(8)}\t${'12 Long Address Rd '.repeat(8)}\n`;
  const rows = row.repeat(Math.ceil((INLINE_JSON_BYTES * 1.5) / row.length));
  return `Gym\tAddress\n${rows}${name}\t1 Last St\n`;
}

describe('JSON bodies too large to parse where they arrive', () => {
  it('reach the route whole: an import preview of pasted rows', async () => {
    const name = unique('Gym');
    const data = pastedGyms(name);
    const body = JSON.stringify({ kind: 'gyms', format: 'text', fileName: '', leagueId: null, data });
    expect(Buffer.byteLength(body)).toBeGreaterThan(INLINE_JSON_BYTES);
    const response = await post('/api/imports/preview', body);
    expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(200);
    const preview = response.body as ImportPreview;
    expect(preview.rows).toHaveLength(data.trimEnd().split('\n').length - 1);
    expect(preview.rows.at(-1)).toMatchObject({ outcome: 'new', what: name, note: '1 Last St' });
  });

  it('are refused as Fastify refuses smaller ones: not JSON, or with a __proto__ key', async () => {
    const data = JSON.stringify(pastedGyms(unique('Gym')));
    for (const body of [
      `{"kind":"gyms","format":"text","leagueId":null,"data":${data}`,
      `{"kind":"gyms","format":"text","leagueId":null,"data":${data},"mapping":{"__proto__":{"x":"name"}}}`,
      `{"kind":"gyms"`,
      `{"kind":"gyms","mapping":{"__proto__":{"x":"name"}}}`,
    ]) {
      expect(await post('/api/imports/preview', body), body.slice(-60)).toEqual({
        status: 400,
        body: { message: 'The request body is not valid JSON.' },
      });
    }
  });
});
