/** A game's outcome from one side: won, lost or tied. */
export type Outcome = 'W' | 'L' | 'T';

/** The outcome of a game that side scored `own` in and its opponent `other`. */
export const outcomeOf = (own: number, other: number): Outcome => (own > other ? 'W' : own < other ? 'L' : 'T');

/** Each outcome's colour: a win green, a loss red, a tie plain. */
const outcomeClass: Record<Outcome, string> = { W: 'text-green-400', L: 'text-red-300', T: 'text-neutral-200' };

/** The outcome in its colour, then the score from the same side: "W 52-40". */
export function OutcomeScore({ outcome, score }: { outcome: Outcome; score: string }) {
  return (
    <>
      <span className={`font-bold ${outcomeClass[outcome]}`}>{outcome}</span> {score}
    </>
  );
}
