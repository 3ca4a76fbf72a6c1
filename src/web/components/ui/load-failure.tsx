import { Link } from 'react-router';

/** A screen whose subject could not be loaded: its heading, then 'Error: ' and why. */
export function ScreenError({ title, message }: { title: string; message: string }) {
  return (
    <section>
      <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
      <p className="mt-6 text-red-300">Error: {message}</p>
    </section>
  );
}

/** An edit screen whose record could not be loaded: the failure, announced, and the way back to its list. */
export function LoadFailure({ message, back }: { message: string; back: { to: string; label: string } }) {
  return (
    <section className="py-10">
      <p role="alert" className="text-red-300">
        {message}
      </p>
      <Link to={back.to} className="mt-4 inline-block text-brand-strong underline hover:text-white">
        {back.label}
      </Link>
    </section>
  );
}
