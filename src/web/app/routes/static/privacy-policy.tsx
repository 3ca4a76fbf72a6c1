import { Prose } from '#web/components/ui/prose.tsx';
import { pageTexts } from '#domain/page-texts.ts';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { useSiteInfo } from '#web/lib/site-info.ts';
import { LEAGUE_EMAIL } from './contact.tsx';

export function PrivacyPolicyPage() {
  usePageTitle(pageTexts.privacyPolicy.title, pageTexts.privacyPolicy.description);
  const retentionDays = useSiteInfo().data?.visitRetentionDays;
  return (
    <Prose title="Privacy Policy" intro="We record as little as we can, and nothing that follows you around the web.">
      <p className="text-sm text-neutral-400">Last updated: November 2026</p>

      <h2>Page visits</h2>
      <p>For each page you open outside the back office, the site records:</p>
      <ul>
        <li>
          which page of the site it was (for example /schedule or /teams/7), and the date and time. An address that is
          no page of the site is recorded only as "another page": nothing you type in the address bar is kept;
        </li>
        <li>
          an anonymous visitor code: a keyed hash of your IP address and your browser's user agent. The key changes
          every month and the old one is deleted, so the code cannot link your visits from one month to the next, and
          once the month is over nobody can turn it back into your address;
        </li>
        <li>
          the approximate city, region and country, looked up from your IP address at the time of the visit in an IP
          geolocation database.
        </li>
      </ul>
      <p>
        Your IP address itself is never stored. No cookie is used to count visits, and known bots and crawlers are not
        counted.
      </p>
      <p>
        These records are deleted after {retentionDays ? `${retentionDays} days` : 'a set number of days'}, with the
        visitor codes last seen before then. What the league keeps for longer is only totals: the number of visits and
        of visitors on each day, and the number of visitors from each city, region and country. They say nothing about
        any one visitor.
      </p>

      <h2>Advertisements</h2>
      <p>
        When you click an advertisement, the site adds one to that advertisement's count for the day. Nothing about you
        is recorded with it.
      </p>

      <h2>Video and photos</h2>
      <p>
        The home page plays the league's latest video in YouTube's privacy-enhanced mode: YouTube sets no cookie until
        you play the video, and from then on its own privacy policy applies. The latest post's picture is loaded from
        Instagram's servers. Your browser keeps the video's and the post's details for 10 minutes in its local storage;
        they say nothing about you.
      </p>

      <h2>Cookies</h2>
      <p>
        Visitors get no cookies. When one of the league's administrators signs in, the site sets two: the session
        cookie, which scripts cannot read, and a marker that only says someone signed in on this browser. Both are
        removed on logout.
      </p>

      <h2>Player registration</h2>
      <p>
        When you register, the league stores the details you enter (name, email, phone number and the optional details
        such as position, height and jersey number) to organise teams, rosters and the schedule. Your name, team and
        game statistics appear on the public pages; your email and phone number do not.
      </p>

      <h2>Questions and deletion</h2>
      <p>
        To see, correct or delete what the league holds about you, write to{' '}
        <a href={`mailto:${LEAGUE_EMAIL}`}>{LEAGUE_EMAIL}</a>.
      </p>

      <h2>Credits</h2>
      <p>
        <a href="https://db-ip.com">IP Geolocation by DB-IP</a>: the IP to City Lite database, licensed under{' '}
        <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>.
      </p>
    </Prose>
  );
}
