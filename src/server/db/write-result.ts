import type { HttpError } from '../http/errors.ts';
import type { Database, Transaction } from './client.ts';

/**
 * How every write that can be refused answers: done with its value, or refused for one of
 * the reasons `R`. The route runs it with `inTransaction` and turns it into the HTTP answer
 * with `answer`.
 */
export type Write<T, R extends string> = Done<T> | Refused<R>;
export type Done<T> = { ok: true; value: T };
export type Refused<R extends string> = { ok: false; refused: R; detail?: RefusalDetail };
/** What a refusal's message needs to say beyond its reason, e.g. what a change would lose. */
export type RefusalDetail = Readonly<Record<string, unknown>>;

/** A write that went through; one with nothing to tell (a removal) has no value. */
export function done(): Done<void>;
export function done<T>(value: T): Done<T>;
export function done<T>(value?: T): Done<T | undefined> {
  return { ok: true, value };
}

/** A write refused for `reason`; `detail` goes to the reason's message. */
export function refused<R extends string>(reason: R, detail?: RefusalDetail): Refused<R> {
  return detail ? { ok: false, refused: reason, detail } : { ok: false, refused: reason };
}

/** Carries a refusal out of the transaction's callback, so that the transaction rolls back. */
class Rollback extends Error {
  readonly refusal: Refused<string>;

  constructor(refusal: Refused<string>) {
    super(`write refused: ${refusal.refused}`);
    this.refusal = refusal;
  }
}

/**
 * Runs `work` in one transaction: committed when it is done, rolled back when it is refused
 * (even after it has written) or throws. A refused request changes nothing
 * (docs/rules/league-data.md).
 */
export async function inTransaction<T, R extends string>(
  db: Database,
  work: (tx: Transaction) => Promise<Write<T, R>>,
): Promise<Write<T, R>> {
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx);
      if (!result.ok) throw new Rollback(result);
      return result;
    });
  } catch (error) {
    if (error instanceof Rollback) return error.refusal as Refused<R>;
    throw error;
  }
}

/**
 * The HTTP error a route answers each reason with, made only when that reason comes back.
 * Every reason needs one: a new reason without its message fails the type check.
 */
export type Refusals<R extends string> = { readonly [Reason in R]: (detail: RefusalDetail) => HttpError };

/** The value of a write that is done; for a refused one, throws the HTTP error of its reason. */
export function answer<T, R extends string>(result: Write<T, R>, refusals: Refusals<NoInfer<R>>): T {
  if (result.ok) return result.value;
  throw refusals[result.refused](result.detail ?? {});
}
