import { useId, type ReactNode } from 'react';

/** A home page media section of the right column, named by its small heading. */
export function SocialSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h2 id={headingId} className="mb-2 text-sm font-bold uppercase tracking-wide text-neutral-200">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The fixed box a medium sits in, so nothing moves when it loads. */
export const mediaBoxClass = 'w-full overflow-hidden rounded-xl border border-neutral-800 bg-neutral-900';
