/** A screen whose subject could not be loaded: its heading, then 'Error: ' and why. */
export function ScreenError({ title, message }: { title: string; message: string }) {
  return (
    <section>
      <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
      <p className="mt-6 text-red-300">Error: {message}</p>
    </section>
  );
}
