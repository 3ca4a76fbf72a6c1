import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useNow } from '#web/lib/hydration.ts';
import { useSiteInfo } from '#web/lib/site-info.ts';

const links = [
  { to: paths.contact, label: 'Contact' },
  { to: paths.faq, label: 'FAQ' },
  { to: paths.leagueRules, label: 'League Rules' },
  { to: paths.privacyPolicy, label: 'Privacy Policy' },
];

export function Footer() {
  const site = useSiteInfo().data;
  const year = useNow().getFullYear();
  return (
    <footer className="border-t border-neutral-800 bg-neutral-950 text-sm text-neutral-300">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 md:flex-row md:items-center md:justify-between">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline" onClick={() => window.scrollTo(0, 0)}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-1 md:items-end">
          <p>
            © {year} {site?.siteName}. All rights reserved.
          </p>
          <p className="text-neutral-400">{site?.builderCredit}</p>
        </div>
      </div>
    </footer>
  );
}
