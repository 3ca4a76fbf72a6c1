import { buttonClass } from '#web/components/ui/button.tsx';

/** A calendar feed of games (docs/decisions/009): "Subscribe" adds them to a calendar app. */
export function SubscribeLink({
  href,
  name,
  variant = 'primary',
  className = '',
  describedBy,
}: {
  href: string;
  /** Whose schedule, for screen readers: "Subscribe to the [name] schedule". */
  name: string;
  variant?: 'primary' | 'secondary';
  className?: string;
  describedBy?: string;
}) {
  return (
    <a href={href} aria-describedby={describedBy} className={`${buttonClass(variant)} ${className}`}>
      <svg
        viewBox="0 0 24 24"
        className="mr-2 size-4"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
      >
        <rect x="3" y="5" width="18" height="16" rx="2" />
        <path d="M3 10h18M8 3v4M16 3v4" />
      </svg>
      Subscribe<span className="sr-only"> to the {name} schedule</span>
    </a>
  );
}
