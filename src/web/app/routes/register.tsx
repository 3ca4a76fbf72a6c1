import { pageTexts } from '#domain/page-texts.ts';
import { LeavePrompt } from '#web/components/ui/leave-prompt.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { useActiveLeague } from '#web/features/leagues/active-league.tsx';
import { leagueQueryOptions } from '#web/features/leagues/api/get-league.ts';
import { Registration } from '#web/features/players/components/registration-form.tsx';

/** Registration: open while some active league takes registrations (docs/rules/screens.md#registration-form). */
export function RegisterPage() {
  usePageTitle(pageTexts.register.title, pageTexts.register.description);
  const { leagues } = useActiveLeague();
  const open = (leagues ?? []).filter((league) => league.isActive && league.isRegistrationOpen);

  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">Player Registration</h1>
      {open.length === 0 ? (
        <div className="mt-6 rounded-xl border border-neutral-800 bg-neutral-900/60 p-6">
          <p className="text-lg font-semibold text-white">Registration is currently closed.</p>
          <p className="mt-2 text-neutral-300">
            Please check back later or contact the league administrator for more information.
          </p>
        </div>
      ) : (
        <>
          <p className="mt-3 mb-6 text-neutral-300">
            Join a team in {open.map((league) => league.name).join(' or ')}. Your email and phone number are seen only
            by the league administrator.
          </p>
          <Registration leagues={open} leagueQuery={leagueQueryOptions} />
          <LeavePrompt />
        </>
      )}
    </section>
  );
}
