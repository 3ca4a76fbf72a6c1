import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useMe } from '#web/lib/auth.ts';
import { useHydrated } from '#web/lib/hydration.ts';
import { prefetchRecords, RECORDS_PREFETCH_DELAY_MS } from '#web/features/records/api/get-records.ts';
import { useSiteInfo } from '#web/lib/site-info.ts';

const links = [
  { to: paths.schedule, label: 'Schedule' },
  { to: paths.standings, label: 'Standings' },
  { to: paths.statistics, label: 'Statistics' },
  { to: paths.records, label: 'Records' },
  { to: paths.locations, label: 'Locations' },
  { to: paths.pastLeagues, label: 'Past Leagues' },
  { to: paths.register, label: 'Register' },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-semibold uppercase tracking-wide xl:px-2 xl:tracking-normal 2xl:px-3 2xl:tracking-wide ${
    isActive ? 'text-brand-strong' : 'text-neutral-200 hover:text-white hover:bg-neutral-800'
  }`;

/** The phone menu's id: the menu button's target before the app starts. */
const MENU_ID = 'site-menu';

const menuButtonLook = 'ml-auto size-10 items-center justify-center rounded-md text-neutral-200 hover:bg-neutral-800';
const menuButtonClass = `${menuButtonLook} inline-flex xl:hidden`;

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth={2}>
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

/**
 * The phone menu's button before the app starts (decision 045): a link to the menu, which
 * opens it (`:target`), and while it is open a link away from it, which closes it.
 */
function MenuLinks() {
  return (
    <>
      <a
        href={`#${MENU_ID}`}
        aria-controls={MENU_ID}
        aria-label="Open menu"
        className={`${menuButtonClass} [nav:has(#site-menu:target)_&]:hidden`}
      >
        <MenuIcon open={false} />
      </a>
      <a
        href="#"
        aria-controls={MENU_ID}
        aria-label="Close menu"
        className={`${menuButtonLook} hidden max-xl:[nav:has(#site-menu:target)_&]:inline-flex`}
      >
        <MenuIcon open />
      </a>
    </>
  );
}

export function TopNav() {
  // Null until the visitor toggles the menu once the app runs: until then, open when it was
  // opened before the app started (the address names it).
  const [toggled, setOpen] = useState<boolean | null>(null);
  const hydrated = useHydrated();
  const open = toggled ?? (hydrated && window.location.hash === `#${MENU_ID}`);
  const site = useSiteInfo().data;
  const me = useMe().data;
  const collapse = () => setOpen(false);
  const queryClient = useQueryClient();

  useEffect(() => {
    const timer = setTimeout(() => prefetchRecords(queryClient), RECORDS_PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [queryClient]);
  const menuShown = hydrated ? (open ? 'flex' : 'hidden') : 'hidden target:flex';

  return (
    <header className="sticky top-0 z-30 border-b border-neutral-800 bg-neutral-950/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-2">
        <Link
          to={paths.home}
          onClick={collapse}
          className="flex items-center gap-2 py-1"
          aria-label={`${site?.siteName ?? 'League'} home`}
        >
          <img src={site?.logoUrl ?? '/logo.svg'} alt="" width={36} height={36} className="size-9 object-contain" />
          <span className="text-lg font-extrabold tracking-tight text-white">{site?.siteName}</span>
        </Link>
        {hydrated ? (
          <button
            type="button"
            className={menuButtonClass}
            aria-expanded={open}
            aria-controls={MENU_ID}
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen(!open)}
          >
            <MenuIcon open={open} />
          </button>
        ) : (
          <MenuLinks />
        )}
        <div
          id={MENU_ID}
          data-open={open}
          className={`${menuShown} w-full flex-col gap-1 pb-3 xl:ml-auto xl:flex xl:w-auto xl:flex-row xl:items-center xl:pb-0`}
        >
          <ul className="flex flex-col gap-1 xl:flex-row xl:items-center">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClass} onClick={collapse}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            {site?.shopUrl ? (
              <li>
                <a
                  href={site.shopUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass({ isActive: false })}
                  onClick={collapse}
                >
                  Shop<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ) : null}
            {me?.id ? (
              <li>
                <NavLink to={paths.admin.dashboard} className={linkClass} onClick={collapse}>
                  ADMIN
                </NavLink>
              </li>
            ) : null}
          </ul>
          <SocialLinks instagramUrl={site?.instagramUrl} youtubeUrl={site?.youtubeUrl} onClick={collapse} />
        </div>
      </nav>
    </header>
  );
}

function SocialLinks({
  instagramUrl,
  youtubeUrl,
  onClick,
}: {
  instagramUrl: string | null | undefined;
  youtubeUrl: string | null | undefined;
  onClick: () => void;
}) {
  const iconLink =
    'inline-flex size-10 items-center justify-center rounded-md text-neutral-200 hover:bg-neutral-800 hover:text-white';
  return (
    <div className="flex gap-1 px-1 xl:ml-1">
      {instagramUrl ? (
        <a
          href={instagramUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={iconLink}
          aria-label="Instagram (opens in a new tab)"
          onClick={onClick}
        >
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
          >
            <rect x="3" y="3" width="18" height="18" rx="5" />
            <circle cx="12" cy="12" r="4" />
            <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
          </svg>
        </a>
      ) : null}
      {youtubeUrl ? (
        <a
          href={youtubeUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={iconLink}
          aria-label="YouTube (opens in a new tab)"
          onClick={onClick}
        >
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="currentColor">
            <path d="M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .4-3.8 31 31 0 0 0-.4-3.8zM10 15.1V8.9l5.2 3.1z" />
          </svg>
        </a>
      ) : null}
    </div>
  );
}
