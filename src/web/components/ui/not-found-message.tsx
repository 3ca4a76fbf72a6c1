import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';

/** Whether a failed call means that what it named does not exist (a 404). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** What a page shows when what it names does not exist, with the way back home. */
export function NotFoundMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-3xl font-extrabold">{title}</h1>
      {children ? <p className="mt-4 text-neutral-300">{children}</p> : null}
      <Link to={paths.home} className="mt-8 inline-block font-semibold text-brand-strong underline hover:text-white">
        Go back home
      </Link>
    </section>
  );
}
