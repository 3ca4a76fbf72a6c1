import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { Prose } from '#web/components/ui/prose.tsx';
import { pageTexts } from '#domain/page-texts.ts';
import { usePageTitle } from '#web/components/ui/page-title.ts';

const questions: { question: string; answer: ReactNode }[] = [
  {
    question: 'How do I join the league?',
    answer: (
      <>
        While registration is open, fill in the <Link to={paths.register}>registration form</Link>: choose the league
        and team, enter your details and agree to the waiver. Your captain and the league administrator see you on the
        roster right away.
      </>
    ),
  },
  {
    question: 'Registration says it is closed. What now?',
    answer: (
      <>
        Registration opens before each season. Check back later, or{' '}
        <Link to={paths.contact}>contact the league administrator</Link> if your team needs a player mid-season.
      </>
    ),
  },
  {
    question: 'What does it cost?',
    answer:
      'Each team pays a fee of $2,300, paid by the team captain to the League Administrator before the season starts. Captains usually split it among their players.',
  },
  {
    question: 'Where are games played?',
    answer: (
      <>
        At the gyms on the <Link to={paths.locations}>locations page</Link>, each with its address and, where we have
        one, a map link. The <Link to={paths.schedule}>schedule</Link> shows the gym of every game.
      </>
    ),
  },
  {
    question: 'How are the standings decided?',
    answer: (
      <>
        By wins, then by fewest losses. Only games with a final score count; see the{' '}
        <Link to={paths.standings}>standings</Link>.
      </>
    ),
  },
  {
    question: 'What happens if my team is short of players?',
    answer: (
      <>
        A team needs 4 players on the court 10 minutes after the scheduled start, or it forfeits. The full list is in
        the <Link to={paths.leagueRules}>league rules</Link>.
      </>
    ),
  },
  {
    question: 'Who keeps the stats, and how do I read them?',
    answer: (
      <>
        The league enters every box score after the game: points, rebounds, assists, steals, blocks, shooting and fouls.
        Open any played game's box score from the score on the <Link to={paths.schedule}>schedule</Link>. Averages are
        per game played, and the <Link to={paths.statistics}>league leaders</Link> list the top players.
      </>
    ),
  },
  {
    question: 'Can I switch teams?',
    answer: (
      <>
        Team changes go through the league administrator, who keeps your history with your previous teams.{' '}
        <Link to={paths.contact}>Contact the league administrator</Link> to ask for a change.
      </>
    ),
  },
  {
    question: 'Am I eligible for the playoffs?',
    answer: 'Players need at least 3 regular season games to play in the playoffs.',
  },
];

export function FaqPage() {
  usePageTitle(pageTexts.faq.title, pageTexts.faq.description);
  return (
    <Prose title="Frequently Asked Questions">
      <div className="mt-6 flex flex-col gap-3">
        {questions.map(({ question, answer }) => (
          <details key={question} className="group rounded-xl border border-neutral-800 bg-neutral-900/60 px-5 py-4">
            <summary className="cursor-pointer text-lg font-semibold text-white marker:text-brand-strong">
              {question}
            </summary>
            <p>{answer}</p>
          </details>
        ))}
      </div>
    </Prose>
  );
}
