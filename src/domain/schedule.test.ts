import { describe, expect, it } from 'vitest';
import { appliesGamesMinimum, gameInstant, upcomingGames } from './schedule.ts';

const NY = 'America/New_York';

describe('a game time in the league time zone', () => {
  it('is five hours behind UTC in winter and four in summer', () => {
    expect(new Date(gameInstant('2026-11-22', '18:30:00', NY)).toISOString()).toBe('2026-11-22T23:30:00.000Z');
    expect(new Date(gameInstant('2026-07-01', '18:30:00', NY)).toISOString()).toBe('2026-07-01T22:30:00.000Z');
  });

  it('is right on the day the clocks change', () => {
    // 2026-11-01: clocks go back at 02:00 EDT; an evening game is on EST.
    expect(new Date(gameInstant('2026-11-01', '19:45:00', NY)).toISOString()).toBe('2026-11-02T00:45:00.000Z');
    // 2026-03-08: clocks go forward at 02:00 EST; an evening game is on EDT.
    expect(new Date(gameInstant('2026-03-08', '19:45:00', NY)).toISOString()).toBe('2026-03-08T23:45:00.000Z');
  });
});

describe('the upcoming schedule', () => {
  // Saturday 2026-11-21, 20:00 in New York.
  const now = new Date('2026-11-22T01:00:00Z');
  const games = [
    { id: 1, date: '2026-11-21', time: '19:45:00' }, // an hour ago
    { id: 2, date: '2026-12-06', time: '18:30:00' }, // 14 days, 22.5 hours ahead: too far
    { id: 3, date: '2026-11-22', time: '19:45:00' },
    { id: 4, date: '2026-11-21', time: '20:30:00' }, // in half an hour
    { id: 5, date: '2026-11-22', time: '18:30:00' },
    { id: 6, date: '2026-12-05', time: '18:30:00' }, // 13 days, 22.5 hours ahead
  ];

  it('holds the games of the next two weeks, earliest first', () => {
    expect(upcomingGames(games, now, NY).map((game) => game.id)).toEqual([4, 5, 3, 6]);
  });

  it('depends on the league time zone, not the server clock', () => {
    // When it is 20:00 in New York it is 17:00 in Los Angeles, so a 19:45 game there is still ahead.
    expect(upcomingGames(games, now, 'America/Los_Angeles').map((game) => game.id)).toContain(1);
  });
});

describe('the three-game minimum of the leaders', () => {
  it('applies once the league started more than 35 days ago', () => {
    expect(appliesGamesMinimum('2026-10-17', '2026-11-21')).toBe(false); // 35 days
    expect(appliesGamesMinimum('2026-10-16', '2026-11-21')).toBe(true); // 36 days
  });
});
