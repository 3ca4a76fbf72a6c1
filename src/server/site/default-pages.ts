import { counted } from '#domain/counts.ts';
import type { EditablePage } from '#domain/editable-pages.ts';
import { PLAYOFF_MIN_GAMES } from '#domain/playoffs.ts';

const playoffGames = counted(PLAYOFF_MIN_GAMES, 'regular season game');

/**
 * Version 1 of each editable page: the texts the site started with, which keep the rules of
 * the specification (docs/rules/screens.md#league-rules-page). `{{…}}` follows the settings.
 */
export const DEFAULT_PAGES: Record<EditablePage, string> = {
  'league-rules': `Every game is played under these rules. Captains: please share them with your team.

## Game Time

- A game lasts about 1 hour 10 minutes from the opening tip.
- The clock starts within 5 minutes of the scheduled start time.
- A team that does not have at least 4 players on the court 10 minutes after the scheduled start forfeits the game.
- Games are two 25-minute halves with a 5-minute intermission at halftime.

## Clock

- The clock runs during each half and stops on dead balls only in the last 2 minutes of the second half.
- Running clock: when one team leads by 13 points or more in the last 2 minutes, the clock keeps running on dead balls.
- Mercy rule: a team playing with four players that falls behind by 20 points or more loses the game, and the game ends there.

## Overtime and Timeouts

- A game tied at the end of regulation goes to a 3-minute overtime.
- If it is still tied after that overtime, it goes to sudden death: the first team to score wins.
- Each team has 3 one-minute timeouts per game, plus 1 more in overtime.

## Fouls and Conduct

- A player is disqualified from the game on their 6th personal foul or their 2nd technical foul.
- A player ejected from two games is disqualified from the league.

## Eligibility

- To play in the playoffs, a player must have played at least ${playoffGames}.
- All roster members must be college graduates.
- Each team's captain pays the team fee of {{captainFee}} to the League Administrator before the season starts.
`,
  faq: `## How do I join the league?

While registration is open, fill in the [registration form](/register): choose the league and team, enter your details and agree to the waiver. Depending on the league, you are on the roster right away or once the league administrator approves your registration; either way you get an email. Played with us before? Use the same email, and your new team joins your existing player page.

## Registration says it is closed. What now?

Registration opens before each season. Check back later, or [contact the league administrator](/contact) if your team needs a player mid-season.

## What does it cost?

Each team pays a fee of {{captainFee}}, paid by the team captain to the League Administrator before the season starts. Captains usually split it among their players.

## Where are games played?

At the gyms on the [locations page](/locations), each with its address and, where we have one, a map link. The [schedule](/schedule) shows the gym of every game.

## How are the standings decided?

By wins, then by fewest losses. Only games with a final score count; see the [standings](/standings).

## What happens if my team is short of players?

A team needs 4 players on the court 10 minutes after the scheduled start, or it forfeits. The full list is in the [league rules](/league-rules).

## Who keeps the stats, and how do I read them?

The league enters every box score after the game: points, rebounds, assists, steals, blocks, shooting and fouls. Open any played game's box score from the score on the [schedule](/schedule). Averages are per game played, and the [league leaders](/statistics) list the top players.

## Can I switch teams?

Team changes go through the league administrator, who keeps your history with your previous teams. [Contact the league administrator](/contact) to ask for a change.

## Am I eligible for the playoffs?

Players need at least ${playoffGames} to play in the playoffs.
`,
  contact: `The league administrator answers questions about teams, registration, the schedule and stats.

## Email

Write to [{{contactEmail}}](mailto:{{contactEmail}}). We answer within two working days, and faster on game days for anything about that day's games.

## What to include

- Your full name and your team.
- For a game or a stat line: the date and the two teams.
- For a change of details or team: what should change.

## Before you write

Many answers are already in the [FAQ](/faq) and the [league rules](/league-rules).
`,
  'privacy-policy': `We record as little as we can, and nothing that follows you around the web.

## Page visits

For each page you open outside the back office, the site records:

- which page of the site it was (for example /schedule or /teams/7), and the date and time. An address that is no page of the site is recorded only as "another page": nothing you type in the address bar is kept;
- an anonymous visitor code: a keyed hash of your IP address and your browser's user agent. The key changes every month and the old one is deleted, so the code cannot link your visits from one month to the next, and once the month is over nobody can turn it back into your address;
- the approximate city, region and country, looked up from your IP address at the time of the visit in an IP geolocation database.

Your IP address itself is never stored. No cookie is used to count visits, and known bots and crawlers are not counted.

These records are deleted after {{visitRetentionDays}} days, with the visitor codes last seen before then. What the league keeps for longer is only totals: the number of visits and of visitors on each day, and the number of visitors from each city, region and country. They say nothing about any one visitor.

## Advertisements

When you click an advertisement, the site adds one to that advertisement's count for the day. Nothing about you is recorded with it.

## Video and photos

The home page plays the league's latest video in YouTube's privacy-enhanced mode: YouTube sets no cookie until you play the video, and from then on its own privacy policy applies. The latest post's picture is loaded from Instagram's servers. Your browser keeps the video's and the post's details for 10 minutes in its local storage; they say nothing about you.

## Cookies

Visitors get no cookies. When one of the league's administrators signs in, the site sets two: the session cookie, which scripts cannot read, and a marker that only says someone signed in on this browser. Both are removed on logout.

## Player registration

When you register, the league stores the details you enter (name, email, phone number and the optional details such as position, height and jersey number) to organise teams, rosters and the schedule, together with the version of the waiver you agreed to and when. Your name, team and game statistics appear on the public pages; your email and phone number do not.

## Emails

The league emails players about their registration and about changes to their team's games (a game postponed, cancelled or moved), and, when the league turns them on, a weekly reminder of the next game. Every email has a one-click unsubscribe link; after it, the league sends that address nothing more.

## Questions and deletion

To see, correct or delete what the league holds about you, write to [{{contactEmail}}](mailto:{{contactEmail}}).

## Credits

[IP Geolocation by DB-IP](https://db-ip.com): the IP to City Lite database, licensed under [CC BY 4.0](https://creativecommons.org/licenses/by/4.0/).
`,
};
