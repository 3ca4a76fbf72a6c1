import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';

const a = paths.admin;
/** A link to a screen, or (`download`) to a file the server sends. */
type MenuLink = { to: string; label: string; download?: true };
const sections: { title: string; links: MenuLink[] }[] = [
  {
    title: 'Admins',
    links: [
      { to: a.usersCreate, label: 'Add Admin' },
      { to: a.usersList, label: 'Admin List' },
    ],
  },
  {
    title: 'Leagues',
    links: [
      { to: a.leaguesCreate, label: 'Create League' },
      { to: a.leaguesList, label: 'League List' },
    ],
  },
  {
    title: 'Teams',
    links: [
      { to: a.teamsCreate, label: 'Create Team' },
      { to: a.teamsList, label: 'Team List' },
    ],
  },
  {
    title: 'Locations',
    links: [
      { to: a.locationsCreate, label: 'Create Location' },
      { to: a.locationsList, label: 'Location List' },
    ],
  },
  {
    title: 'Games',
    links: [
      { to: a.gamesCreate, label: 'Create Game' },
      { to: a.gamesList, label: 'Game List' },
      { to: a.gamesToEnter, label: 'Games to Enter' },
    ],
  },
  {
    title: 'Players',
    links: [
      { to: a.playersCreate, label: 'Create Player' },
      { to: a.playersList, label: 'Player List' },
      { to: a.registrations, label: 'Registrations' },
    ],
  },
  {
    title: 'Import and export',
    links: [
      { to: a.imports, label: 'Import from a spreadsheet' },
      // Everything the league keeps (docs/export-format.md): one JSON document, or CSV files in a zip.
      { to: '/api/export.zip', label: 'Export everything (CSV files)', download: true },
      { to: '/api/export.json', label: 'Export everything (JSON)', download: true },
    ],
  },
  {
    title: 'Awards',
    links: [
      { to: a.awardsCreate, label: 'Create Award' },
      { to: a.awardsList, label: 'Award List' },
    ],
  },
  {
    title: 'Advertisements',
    links: [
      { to: a.advertisementsCreate, label: 'Create Advertisement' },
      { to: a.advertisementsList, label: 'Advertisement List' },
      { to: a.advertisementsAnalytics, label: 'Advertisement Analytics' },
    ],
  },
  { title: 'Analytics', links: [{ to: a.analytics, label: 'Site Analytics' }] },
  {
    title: 'Site',
    links: [
      { to: a.settings, label: 'Site Settings' },
      { to: a.pages, label: 'Pages' },
      { to: a.outbox, label: 'Outbox' },
    ],
  },
];

const linkClass = 'text-brand-strong underline-offset-4 hover:text-white hover:underline';

/** The season's screens of each league the dashboard offers: its schedule builder and its playoffs. */
function seasonLinks(leagues: readonly { id: number; name: string }[]): MenuLink[] {
  return leagues.flatMap((league) => [
    { to: a.leaguesSchedule(league.id), label: `Schedule builder: ${league.name}` },
    { to: a.leaguesPlayoffs(league.id), label: `Playoffs: ${league.name}` },
  ]);
}

/**
 * The back office's menu: a card for each part, with the links to its screens; the leagues'
 * card also leads to the schedule builder and the playoffs of `seasons` (the active leagues).
 */
export function DashboardMenu({ seasons = [] }: { seasons?: readonly { id: number; name: string }[] }) {
  const shown = sections.map((section) =>
    section.title === 'Leagues' ? { ...section, links: [...section.links, ...seasonLinks(seasons)] } : section,
  );
  return (
    <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {shown.map((section) => (
        <nav
          key={section.title}
          aria-label={section.title}
          className="rounded-xl border border-neutral-800 bg-neutral-900/60 p-5"
        >
          <h2 className="text-lg font-bold">{section.title}</h2>
          <ul className="mt-3 flex flex-col gap-2">
            {section.links.map((link) => (
              <li key={link.to}>
                {link.download ? (
                  <a href={link.to} download className={linkClass}>
                    {link.label}
                  </a>
                ) : (
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
}
