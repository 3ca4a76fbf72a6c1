import type { ReactNode } from 'react';

/** A readable text page on the dark background: rules, FAQ, contact, privacy. */
export function Prose({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl text-neutral-300 [&_a]:font-semibold [&_a]:text-brand-strong [&_a]:underline [&_a:hover]:text-white [&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-white [&_li]:mt-2 [&_p]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-white md:text-4xl">{title}</h1>
      {intro ? <div className="mt-4 text-lg text-neutral-200">{intro}</div> : null}
      {children}
    </article>
  );
}
