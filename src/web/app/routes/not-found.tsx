import { Link } from 'react-router';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { paths } from '../paths.ts';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-3xl font-extrabold">Page Not Found</h1>
      <p className="mt-4 text-neutral-300">Please refresh the page or check the URL for any typos.</p>
      <Link to={paths.home} className="mt-8 inline-block font-semibold text-brand-strong underline hover:text-white">
        Go back home
      </Link>
    </section>
  );
}
