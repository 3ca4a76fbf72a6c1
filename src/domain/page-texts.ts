/**
 * The title and description of each fixed page: the browser tab as the visitor moves around
 * (web) and the link preview of the served page (server) say the same.
 */
export type PageText = { title: string; description: string };

export const pageTexts = {
  home: { title: '', description: 'Schedule, standings, box scores and league leaders of the city basketball league.' },
  schedule: {
    title: 'Schedule',
    description: 'Dates, times, courts and scores of every game this season, with a calendar feed.',
  },
  standings: {
    title: 'Standings',
    description: 'Wins, losses, winning percentage and point differential of every team in the league.',
  },
  playoffs: {
    title: 'Playoffs',
    description: 'The playoff bracket of the league: every round, each game and its box score, and the champion.',
  },
  statistics: {
    title: 'League Leaders',
    description: 'Scoring, rebounding, assist and shooting leaders of the league, with season awards.',
  },
  records: {
    title: 'Records',
    description: 'All-time and single-league records of the league: points, rebounds, assists and more.',
  },
  locations: {
    title: 'Locations',
    description: 'The gyms where league games are played: addresses, directions and notes.',
  },
  pastLeagues: {
    title: 'Past Leagues',
    description: 'Standings, league leaders, awards and schedules of earlier seasons of the league.',
  },
  register: {
    title: 'Register',
    description:
      'Sign up to play in the city basketball league: choose your team, agree to the waiver and join as a player or captain.',
  },
  leagueRules: {
    title: 'League Rules',
    description: 'Game length, clock, overtime, timeouts, fouls and eligibility rules of the league.',
  },
  faq: {
    title: 'Frequently Asked Questions',
    description: 'Answers about registration, fees, games, standings and stats of the league.',
  },
  contact: {
    title: 'Contact',
    description: 'How to reach the league administrator about teams, registration, schedules and stats.',
  },
  privacyPolicy: {
    title: 'Privacy Policy',
    description: 'What the league website records about visits, ad clicks and registrations, and why.',
  },
} satisfies Record<string, PageText>;

/** The pages the league writes in Markdown in the back office (docs/decisions/027-editable-pages.md). */
export const EDITABLE_PAGES = ['league-rules', 'faq', 'contact', 'privacy-policy'] as const;
export type EditablePage = (typeof EDITABLE_PAGES)[number];

export const PAGE_TITLES: Record<EditablePage, string> = {
  'league-rules': pageTexts.leagueRules.title,
  faq: pageTexts.faq.title,
  contact: pageTexts.contact.title,
  'privacy-policy': pageTexts.privacyPolicy.title,
};
