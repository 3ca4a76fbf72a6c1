import { Link } from 'react-router';
import { EDITABLE_PAGES, PAGE_TITLES } from '#domain/editable-pages.ts';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { paths } from '#web/config/paths.ts';

const publicPaths = {
  'league-rules': paths.leagueRules,
  faq: paths.faq,
  contact: paths.contact,
  'privacy-policy': paths.privacyPolicy,
} as const;

/** /admin/pages: the pages the league writes itself. */
export function PagesListPage() {
  usePageTitle('Pages');
  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-extrabold tracking-tight">Pages</h1>
      <p className="mt-3 text-neutral-300">
        Written in Markdown. Every saved version is kept, and any of them can be made the page again.
      </p>
      <ul className="mt-6 flex flex-col gap-3">
        {EDITABLE_PAGES.map((page) => (
          <li
            key={page}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-neutral-800 bg-neutral-900/60 p-4"
          >
            <span className="text-lg font-semibold">{PAGE_TITLES[page]}</span>
            <span className="flex gap-4">
              <Link to={publicPaths[page]} className="text-neutral-300 underline hover:text-white">
                View
              </Link>
              <Link
                to={paths.admin.pageEdit(page)}
                className="font-semibold text-brand-strong underline hover:text-white"
              >
                Edit {PAGE_TITLES[page]}
              </Link>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
