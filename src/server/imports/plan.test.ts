import { describe, expect, it } from 'vitest';
import { addRow, digestOf, emptyPlan, type Plan } from './plan.ts';

/** A plan of `rows` rows and one team, as a preview makes it. */
function planOf(rows: number): Plan {
  const plan = emptyPlan();
  for (let line = 2; line < rows + 2; line += 1) addRow(plan, line, 'new', `Player ${line}`);
  plan.teams.push({ key: 'team:hawks', name: 'Hawks', logoUrl: null });
  plan.newLeague = { name: 'Spring 2019', startDate: '2019-03-01', endDate: '2019-05-30' };
  return plan;
}

describe("a plan's digest", () => {
  it('is the same for the same plan, made again, across the turns of the event loop a long plan takes', async () => {
    const digest = await digestOf(planOf(1000));
    expect(digest).toMatch(/^[0-9a-f]{32}$/);
    expect(await digestOf(planOf(1000))).toBe(digest);
  });

  it('changes with any row, any part, and an item moved from one part to another', async () => {
    const digest = await digestOf(planOf(1000));
    const note = planOf(1000);
    note.rows[999]!.note = 'changed';
    const league = planOf(1000);
    league.newLeague!.endDate = '2019-05-31';
    const moved = planOf(1000);
    moved.alsoCreates.push(...moved.rows.splice(999, 1).map((row) => row.what));
    const shorter = planOf(999);
    const digests = await Promise.all([note, league, moved, shorter].map(digestOf));
    expect(new Set([digest, ...digests]).size).toBe(5);
  });
});
