import { describe, expect, it } from 'vitest';
import { useSmallLeagueApp } from '../../../test/small-league.ts';

const setup = useSmallLeagueApp();

describe('advertisements', () => {
  const ad = {
    name: 'Hoop Shop',
    imageUrl: '/ads/hoop-shop.svg',
    targetUrl: 'https://shop.example/sale',
    isActive: true,
  };

  it('create, list, update and delete an ad; the active ones are public', async () => {
    const { status, body } = await setup.send('POST', '/api/advertisements', ad);
    expect(status).toBe(201);
    expect((await setup.get('/api/advertisements/active')).body).toEqual([body]);
    const { body: updated } = await setup.send('PUT', `/api/advertisements/${body.id}`, { ...ad, isActive: false });
    expect(updated.isActive).toBe(false);
    expect((await setup.get('/api/advertisements/active')).body).toEqual([]);
    expect((await setup.get('/api/advertisements', setup.adminCookie)).body).toEqual([updated]);
    expect(await setup.send('DELETE', `/api/advertisements/${body.id}`)).toEqual({
      status: 200,
      body: { message: 'Advertisement deleted successfully' },
    });
  });

  it('uses the create and the update messages of the spec', async () => {
    expect((await setup.send('POST', '/api/advertisements', { ...ad, name: '' })).body.message).toBe(
      'Ad name is required.',
    );
    expect((await setup.send('POST', '/api/advertisements', { ...ad, imageUrl: '' })).body.message).toBe(
      'Image URL is required.',
    );
    expect((await setup.send('POST', '/api/advertisements', { ...ad, targetUrl: '' })).body.message).toBe(
      'Target URL is required.',
    );
    const { body } = await setup.send('POST', '/api/advertisements', ad);
    expect((await setup.send('PUT', `/api/advertisements/${body.id}`, { ...ad, name: '' })).body.message).toBe(
      'Name is required',
    );
    expect((await setup.send('PUT', `/api/advertisements/${body.id}`, { ...ad, targetUrl: '' })).body.message).toBe(
      'Target URL is required',
    );
    expect((await setup.send('PUT', `/api/advertisements/${body.id}`, { ...ad, imageUrl: '' })).body.message).toBe(
      'Image URL is required',
    );
    expect(
      (await setup.send('PUT', `/api/advertisements/${body.id}`, { ...ad, targetUrl: 'javascript:x' })).status,
    ).toBe(400);
    expect((await setup.get(`/api/advertisements/${body.id}`, setup.adminCookie)).body).toEqual(body);
  });

  it('keeps everything but the active list from visitors', async () => {
    expect((await setup.get('/api/advertisements')).status).toBe(401);
    expect((await setup.send('POST', '/api/advertisements', ad, true)).status).toBe(401);
  });
});
