export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex justify-center py-10">
      <span
        className="size-8 animate-spin rounded-full border-4 border-neutral-700 border-t-brand"
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
