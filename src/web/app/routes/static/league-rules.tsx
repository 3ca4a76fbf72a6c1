import { Prose } from '#web/components/ui/prose.tsx';
import { pageTexts } from '#domain/page-texts.ts';
import { usePageTitle } from '#web/components/ui/page-title.ts';

/** The league rules page, every rule with its number (docs/rules/screens.md#league-rules-page). */
export function LeagueRulesPage() {
  usePageTitle(pageTexts.leagueRules.title, pageTexts.leagueRules.description);
  return (
    <Prose
      title="League Rules"
      intro="Every game is played under these rules. Captains: please share them with your team."
    >
      <h2>Game Time</h2>
      <ul>
        <li>A game lasts about 1 hour 10 minutes from the opening tip.</li>
        <li>The clock starts within 5 minutes of the scheduled start time.</li>
        <li>
          A team that does not have at least 4 players on the court 10 minutes after the scheduled start forfeits the
          game.
        </li>
        <li>Games are two 25-minute halves with a 5-minute intermission at halftime.</li>
      </ul>

      <h2>Clock</h2>
      <ul>
        <li>The clock runs during each half and stops on dead balls only in the last 2 minutes of the second half.</li>
        <li>
          Running clock: when one team leads by 13 points or more in the last 2 minutes, the clock keeps running on dead
          balls.
        </li>
        <li>
          Mercy rule: a team playing with four players that falls behind by 20 points or more loses the game, and the
          game ends there.
        </li>
      </ul>

      <h2>Overtime and Timeouts</h2>
      <ul>
        <li>A game tied at the end of regulation goes to a 3-minute overtime.</li>
        <li>If it is still tied after that overtime, it goes to sudden death: the first team to score wins.</li>
        <li>Each team has 3 one-minute timeouts per game, plus 1 more in overtime.</li>
      </ul>

      <h2>Fouls and Conduct</h2>
      <ul>
        <li>A player is disqualified from the game on their 6th personal foul or their 2nd technical foul.</li>
        <li>A player ejected from two games is disqualified from the league.</li>
      </ul>

      <h2>Eligibility</h2>
      <ul>
        <li>To play in the playoffs, a player must have played at least 3 regular season games.</li>
        <li>All roster members must be college graduates.</li>
        <li>Each team's captain pays the team fee of $2,300 to the League Administrator before the season starts.</li>
      </ul>
    </Prose>
  );
}
