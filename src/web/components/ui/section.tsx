import { useId, type ReactNode } from 'react';

/**
 * A titled part of a page: an `h2` that labels its section. Without an `id` the heading gets a
 * generated one; `caps` sets the heading in white capitals.
 */
export function Section({
  id,
  title,
  caps = false,
  children,
}: {
  id?: string;
  title: string;
  caps?: boolean;
  children: ReactNode;
}) {
  const generatedId = useId();
  const headingId = id ?? generatedId;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2
        id={headingId}
        className={caps ? 'mb-4 text-xl font-bold uppercase tracking-wide text-white' : 'mb-3 text-xl font-bold'}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
