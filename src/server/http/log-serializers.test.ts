import { describe, expect, it } from 'vitest';
import { loggedUrl, withoutAddresses } from './log-serializers.ts';

describe('a request line', () => {
  it.each([
    ['/api/unsubscribe/Qm9vX2Jhcl9iYXpfcXV4XzEyMzQ1Njc4', '/api/unsubscribe/…'],
    ['/unsubscribe/Qm9vX2Jhcl9iYXpfcXV4XzEyMzQ1Njc4', '/unsubscribe/…'],
    ['/api/registrations/confirm/x7Yk2-Lm_9pQrStUvWxYz0AbCdEf', '/api/registrations/confirm/…'],
    ['/api/players/matches?email=ann%40example.com&firstName=Ann', '/api/players/matches?email=…&firstName=…'],
    ['/api/games?leagueId=3&date=2026-10-01', '/api/games?leagueId=…&date=…'],
    ['/api/players/123', '/api/players/123'],
    ['/pages/league-rules', '/pages/league-rules'],
    ['/assets/index-BX3k2j1a9Qw7.js', '/assets/index-BX3k2j1a9Qw7.js'],
    ['/api/leagues?', '/api/leagues?'],
    ['/api/leagues?flag', '/api/leagues?flag'],
  ])('logs %s as %s', (url, logged) => {
    expect(loggedUrl(url)).toBe(logged);
  });

  // 50,000 segments and parameters: a step in quadratic time would take seconds, while the
  // linear one takes 10 to 30 ms, and once 118 ms on a busy machine; the bound tells them apart.
  it('takes a long URL in time proportional to it', () => {
    const started = performance.now();
    loggedUrl(`/api/x/${'a/'.repeat(50_000)}?${'k=v&'.repeat(50_000)}`);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('text from an SMTP server', () => {
  it('loses every address it quotes', () => {
    expect(withoutAddresses('550 5.1.1 <ann.lee@example.com>: Recipient address rejected: ann.lee@example.com')).toBe(
      '550 5.1.1 [address] Recipient address rejected: [address]',
    );
    expect(withoutAddresses('Connection timeout')).toBe('Connection timeout');
  });
});
