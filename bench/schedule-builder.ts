/**
 * The schedule builder's own work, as the preview call does it: a 16-team double round robin
 * (240 games) over 4 gyms at 2 times on Sundays, built and then checked. Pure computation, the
 * same on either database.
 */
import { buildSchedule, checkSchedule, type ScheduleInputs } from '../src/domain/schedule-builder.ts';
import { formatMs, type Report } from './report.ts';

/** "Well under a second", as the preview is meant to feel: instant. */
const BUILDER_BUDGET_MS = 200;

export function benchScheduleBuilder(report: Report, where: string[]) {
  const inputs: ScheduleInputs = {
    teams: Array.from({ length: 16 }, (_, index) => ({ id: index + 1, name: `Team ${index + 1}` })),
    meetings: 2,
    slots: [1, 2, 3, 4].flatMap((locationId) => [
      { locationId, weekday: 0, time: '18:30:00' },
      { locationId, weekday: 0, time: '19:45:00' },
    ]),
    firstDate: '2027-01-03',
    lastDate: '2027-12-31',
    blackoutDates: ['2027-02-14', '2027-05-30'],
    unavailable: [{ teamId: 3, date: '2027-03-07' }],
  };
  const times: number[] = [];
  let games = 0;
  for (let run = 0; run < 20; run++) {
    const before = performance.now();
    const built = buildSchedule(inputs);
    if (!built.ok) throw new Error(built.problem.message);
    const check = checkSchedule(built.games, inputs);
    if (check.errors.length > 0) throw new Error(check.errors[0]!.message);
    times.push(performance.now() - before);
    games = built.games.length;
  }
  const slowest = Math.max(...times);
  report.figure(
    where,
    `schedule builder: 16-team double round robin (${games} games), 4 gyms × 2 times, built and checked`,
    `${formatMs(times.reduce((a, b) => a + b) / times.length)} average, slowest ${formatMs(slowest)}`,
    `slowest ≤ ${BUILDER_BUDGET_MS} ms`,
    slowest <= BUILDER_BUDGET_MS,
  );
}
