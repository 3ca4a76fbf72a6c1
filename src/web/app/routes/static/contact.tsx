import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { Prose } from '#web/components/ui/prose.tsx';
import { pageTexts } from '#domain/page-texts.ts';
import { usePageTitle } from '#web/components/ui/page-title.ts';

export const LEAGUE_EMAIL = 'info@cityhoopsleague.example';

export function ContactPage() {
  usePageTitle(pageTexts.contact.title, pageTexts.contact.description);
  return (
    <Prose
      title="Contact"
      intro="The league administrator answers questions about teams, registration, the schedule and stats."
    >
      <h2>Email</h2>
      <p>
        Write to <a href={`mailto:${LEAGUE_EMAIL}`}>{LEAGUE_EMAIL}</a>. We answer within two working days, and faster on
        game days for anything about that day's games.
      </p>
      <h2>What to include</h2>
      <ul>
        <li>Your full name and your team.</li>
        <li>For a game or a stat line: the date and the two teams.</li>
        <li>For a change of details or team: what should change.</li>
      </ul>
      <h2>Before you write</h2>
      <p>
        Many answers are already in the <Link to={paths.faq}>FAQ</Link> and the{' '}
        <Link to={paths.leagueRules}>league rules</Link>.
      </p>
    </Prose>
  );
}
