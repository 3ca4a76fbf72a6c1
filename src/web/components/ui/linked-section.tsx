import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

/** A panel whose heading links to the full page of what it shows (the home page's sections). */
export function LinkedSection({ title, to, children }: { title: string; to: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-neutral-800 bg-neutral-900/40 p-4 min-w-0">
      <h2 id={headingId} className="mb-3 text-lg font-extrabold uppercase tracking-wide">
        <Link to={to} className="group inline-flex items-center gap-2 text-white hover:text-brand-strong">
          {title}
          <span aria-hidden="true" className="text-brand-strong transition-transform group-hover:translate-x-0.5">
            ›
          </span>
        </Link>
      </h2>
      {children}
    </section>
  );
}
