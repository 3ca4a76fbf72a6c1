import { describe, expect, it } from 'vitest';
import { gameNewsText, maskEmail, registrationMatchText, registrationReceivedText, retryDelayMs } from './mail.ts';

const signature = { siteName: 'City League', origin: 'https://league.example.org', unsubscribeToken: 'tok_123' };
const game = {
  home: 'Hawks',
  away: 'Owls',
  date: '2026-12-05',
  time: '19:30:00',
  location: 'Riverside Gym',
  reason: 'Gym closed',
};

describe('messages', () => {
  it('tells of a postponed game with its reason, the schedule and the unsubscribe link', () => {
    expect(gameNewsText('game-postponed', { firstName: 'Ann' }, game, signature)).toEqual({
      subject: 'Postponed: Hawks vs Owls, Sat, Dec 5, 2026',
      text: [
        'Hi Ann,',
        '',
        'Hawks vs Owls on Sat, Dec 5, 2026 at 7:30 PM at Riverside Gym is postponed.',
        'Reason: Gym closed',
        'The new date will be on the schedule once it is set.',
        '',
        'The schedule: https://league.example.org/schedule',
        '',
        '— City League',
        '',
        'You get this email because you registered with City League.',
        'Stop game news and reminders: https://league.example.org/unsubscribe/tok_123',
        '',
      ].join('\n'),
    });
  });

  it('tells of a move from where the game was to where it is now', () => {
    const moved = gameNewsText(
      'game-rescheduled',
      { firstName: 'Ann' },
      {
        ...game,
        date: '2026-12-12',
        time: '18:00:00',
        was: { date: '2026-12-05', time: '19:30:00', location: 'Old Gym' },
      },
      signature,
    );
    expect(moved.subject).toBe('Rescheduled: Hawks vs Owls, now Sat, Dec 12, 2026 6:00 PM');
    expect(moved.text).toContain(
      'Hawks vs Owls, first set for Sat, Dec 5, 2026 at 7:30 PM at Old Gym,\nnow plays Sat, Dec 12, 2026 at 6:00 PM at Riverside Gym.',
    );
  });

  it('says a cancelled game is cancelled, without a reason line when none was given', () => {
    const cancelled = gameNewsText('game-cancelled', { firstName: 'Ann' }, { ...game, reason: null }, signature);
    expect(cancelled.subject).toBe('Cancelled: Hawks vs Owls, Sat, Dec 5, 2026');
    expect(cancelled.text).toContain('at Riverside Gym is cancelled.\n\nThe schedule:');
    expect(cancelled.text).not.toContain('Reason');
  });

  it('asks the player a registration matched, by the name on file, with the confirmation link', () => {
    const asked = registrationMatchText(
      { firstName: 'Ann' },
      { team: 'Hawks', league: 'Fall 2026', by: 'name and phone', token: 'abc_DEF-123' },
      signature,
    );
    expect(asked.subject).toBe('City League: was this registration for Hawks you?');
    expect(asked.text).toContain(
      [
        'Hi Ann,',
        '',
        'Someone registered for Hawks (Fall 2026) with details that match yours: your name and phone number.',
        '',
        'If it was you, confirm it, so your games stay under one player:',
        'https://league.example.org/registrations/confirm/abc_DEF-123',
        '',
        'If it was not you, ignore this email: nothing changes without your confirmation. The link works for 14 days.',
      ].join('\n'),
    );
  });

  it('answers a waiting registration', () => {
    expect(registrationReceivedText({ firstName: 'Nia', team: 'Hawks' }, signature).subject).toBe(
      'City League: we received your registration for Hawks',
    );
  });
});

describe('retries', () => {
  it('wait one minute, then double, up to six hours', () => {
    expect([1, 2, 3, 4, 8, 9, 20].map((attempt) => retryDelayMs(attempt) / 60_000)).toEqual([
      1, 2, 4, 8, 128, 256, 360,
    ]);
  });
});

describe('maskEmail', () => {
  it('shows the first letter and the domain only', () => {
    expect(maskEmail('bea@example.com')).toBe('b***@example.com');
    expect(maskEmail('nonsense')).toBe('***');
  });
});
