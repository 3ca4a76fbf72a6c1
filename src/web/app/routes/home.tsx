import { Link } from 'react-router';
import { formatShortDate } from '#domain/format.ts';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { useActiveLeague } from '#web/features/leagues/active-league.tsx';
import { paths } from '../paths.ts';

const sections = [
  { to: paths.schedule, title: 'Schedule', text: 'Every game, with scores once played.' },
  { to: paths.standings, title: 'Standings', text: 'Wins and losses of every team.' },
  { to: paths.statistics, title: 'League Leaders', text: 'Averages, totals and awards.' },
  { to: paths.register, title: 'Register', text: 'Join a team while registration is open.' },
];

/** The home page: the active league and the ways into the site. */
export function HomePage() {
  const { league } = useActiveLeague();
  usePageTitle('', 'Schedule, standings, box scores and league leaders of the city basketball league.');
  return (
    <section>
      <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">{league?.name}</h1>
      <p className="mt-2 text-neutral-300">
        {league ? `${formatShortDate(league.startDate)} to ${formatShortDate(league.endDate)}` : null}
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {sections.map((section) => (
          <li key={section.to}>
            <Link
              to={section.to}
              className="block rounded-xl border border-neutral-800 bg-neutral-900/60 p-5 hover:border-brand"
            >
              <span className="text-lg font-bold uppercase tracking-wide">{section.title}</span>
              <span className="mt-1 block text-neutral-300">{section.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
