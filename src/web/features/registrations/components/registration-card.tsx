import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoment } from '#domain/format.ts';
import type { PossibleMatch, Registration } from '#domain/registrations.ts';
import { paths } from '#web/config/paths.ts';

const statusText = { pending: 'Waiting for approval', approved: 'Approved', declined: 'Declined' } as const;
const linkClass = 'font-semibold text-brand-strong underline-offset-4 hover:text-white hover:underline';

/**
 * The existing player a registration may be (docs/decisions/034-registration-without-disclosure.md),
 * whether that player confirmed it, and, for one approved as a new player, the way to the merge.
 */
function MatchLine({ registration, match }: { registration: Registration; match: PossibleMatch }) {
  const name = `${match.firstName} ${match.lastName}`;
  const separate = registration.status === 'approved' && registration.playerId !== match.playerId;
  return (
    <p className="text-neutral-300">
      May be{' '}
      <Link to={paths.admin.playersUpdate(match.playerId)} className={linkClass}>
        {name}
      </Link>{' '}
      (same {match.by}){' · '}
      {match.confirmedAt ? (
        <>
          confirmed by {name} on <time dateTime={match.confirmedAt}>{formatMoment(match.confirmedAt)}</time>
        </>
      ) : (
        `not confirmed by ${name}`
      )}
      {registration.status === 'approved' && !separate ? ` · approved as ${name}` : ''}
      {separate ? (
        <>
          {' · approved as a new player: '}
          <Link
            to={`${paths.admin.playersUpdate(match.playerId)}?merge=${registration.playerId}`}
            className={linkClass}
          >
            merge it into {name}
          </Link>
        </>
      ) : null}
    </p>
  );
}

/** One registration: who, for which team, the waiver they agreed to and when, and where it stands. */
export function RegistrationCard({ registration, children }: { registration: Registration; children?: ReactNode }) {
  const { details, waiver } = registration;
  return (
    <li className="rounded-lg border border-neutral-800 bg-neutral-900/60 p-4 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-base font-semibold text-white">
            {details.firstName} {details.lastName}
            {registration.returning ? (
              <span className="ml-2 text-xs font-normal text-brand-strong">returning player</span>
            ) : null}
          </p>
          <p className="break-words text-neutral-300">
            {details.email} · {details.phoneNumber}
          </p>
          {registration.possibleMatch ? (
            <MatchLine registration={registration} match={registration.possibleMatch} />
          ) : null}
          <p className="text-neutral-300">
            {registration.team.name} ({registration.team.leagueName}) · {statusText[registration.status]}
            {registration.decidedBy ? ` by ${registration.decidedBy}` : ''}
            {registration.captainRequested
              ? registration.captainConfirmedAt
                ? ' · captain confirmed'
                : ' · asks to be captain'
              : ''}
          </p>
          <details className="mt-1 text-neutral-400">
            <summary className="cursor-pointer">
              Agreed to waiver version {waiver.version} on{' '}
              <time dateTime={waiver.agreedAt}>{formatMoment(waiver.agreedAt)}</time>
            </summary>
            <p className="mt-2 whitespace-pre-line rounded bg-neutral-950 p-3 text-xs text-neutral-300">
              {waiver.text}
            </p>
          </details>
        </div>
        {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
      </div>
    </li>
  );
}
