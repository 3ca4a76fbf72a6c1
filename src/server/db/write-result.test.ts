import { describe, expect, it, vi } from 'vitest';
import { badRequest, conflict, HttpError, notFound } from '../http/errors.ts';
import { answer, done, refused, type Refusals, type Write } from './write-result.ts';

type Refusal = 'not found' | 'duplicate' | 'no league';

/** A team write's answer, as a route gives it. */
const teamAnswer = (result: Write<{ id: number }, Refusal>, refusals: Refusals<Refusal>) => answer(result, refusals);

/** The error an answer throws; a failure when it answers a value. */
function thrownBy(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('no error was thrown');
}

describe('answer', () => {
  const refusals: Refusals<Refusal> = {
    'not found': () => notFound('Team not found'),
    duplicate: () => conflict('A team named Hawks already exists in this league'),
    'no league': () => badRequest('That league does not exist.'),
  };

  it('answers the value of a write that is done', () => {
    expect(teamAnswer(done({ id: 7 }), refusals)).toEqual({ id: 7 });
  });

  it("throws the HTTP error of the refusal's reason", () => {
    const cases: [Refusal, number, string][] = [
      ['not found', 404, 'Team not found'],
      ['duplicate', 409, 'A team named Hawks already exists in this league'],
      ['no league', 400, 'That league does not exist.'],
    ];
    for (const [reason, statusCode, message] of cases) {
      expect(thrownBy(() => teamAnswer(refused(reason), refusals))).toMatchObject({ statusCode, message });
    }
  });

  it('makes only the error it throws', () => {
    const made = {
      'not found': vi.fn(() => notFound('Team not found')),
      duplicate: vi.fn(() => conflict('A team named Hawks already exists in this league')),
      'no league': vi.fn(() => badRequest('That league does not exist.')),
    };
    expect(teamAnswer(done({ id: 7 }), made)).toEqual({ id: 7 });
    expect(thrownBy(() => teamAnswer(refused('duplicate'), made)).statusCode).toBe(409);
    expect(made.duplicate).toHaveBeenCalledTimes(1);
    expect(made['not found']).not.toHaveBeenCalled();
    expect(made['no league']).not.toHaveBeenCalled();
  });

  it('wants an error for every reason (checked by the type check)', () => {
    const withoutDuplicate = (result: Write<number, 'not found' | 'duplicate'>) =>
      // @ts-expect-error 'duplicate' has no error: a reason without its message does not compile.
      answer(result, { 'not found': () => notFound('Team not found') });
    expect(withoutDuplicate(done(1))).toBe(1);
  });
});
