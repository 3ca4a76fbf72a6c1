import { Link } from 'react-router';
import { FIRST_STEPS, type FirstStep, type FirstSteps } from '#domain/checklist.ts';
import { paths } from '#web/config/paths.ts';

const a = paths.admin;

/** Where each step is done: the schedule step builds the league's schedule once there is a league. */
function stepLink(step: FirstStep, leagueId: number | null): string {
  switch (step) {
    case 'site':
    case 'email':
      return a.settings;
    case 'rules':
      return a.pageEdit('league-rules');
    case 'league':
      return a.leaguesCreate;
    case 'gyms':
      return a.locationsCreate;
    case 'teams':
      return a.teamsCreate;
    case 'players':
      return a.playersCreate;
    case 'schedule':
      return leagueId === null ? a.leaguesList : a.leaguesSchedule(leagueId);
  }
}

/**
 * "Where do I start": a new league's first steps in order, each ticked once done and leading to
 * its screen (docs/decisions/046-first-steps.md). Shown until every step is done.
 */
export function FirstStepsCard({ data }: { data: FirstSteps }) {
  const left = data.steps.filter((step) => !step.done).length;
  if (left === 0) return null;
  return (
    <nav aria-labelledby="first-steps-title" className="mt-8 rounded-xl border border-brand/50 bg-neutral-900/60 p-5">
      <h2 id="first-steps-title" className="text-lg font-bold">
        First steps
      </h2>
      <p className="mt-1 text-sm text-neutral-300">{`${data.steps.length - left} of ${data.steps.length} done.`}</p>
      <ol className="mt-3 grid gap-2 sm:grid-cols-2">
        {data.steps.map(({ step, done }) => (
          <li key={step} className="flex items-start gap-2">
            <span
              aria-hidden="true"
              className={`mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full border text-xs ${
                done ? 'border-emerald-500 bg-emerald-600 text-white' : 'border-neutral-500 text-transparent'
              }`}
            >
              ✓
            </span>
            <Link
              to={stepLink(step, data.leagueId)}
              className={`underline-offset-4 hover:underline ${done ? 'text-neutral-400 line-through' : 'text-brand-strong'}`}
            >
              {FIRST_STEPS[step].label}
            </Link>
            <span className="sr-only">{done ? ' (done)' : ' (to do)'}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
