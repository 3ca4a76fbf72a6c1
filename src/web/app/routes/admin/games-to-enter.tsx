import { isAdmin, roleText } from '#domain/roles.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Section } from '#web/components/ui/section.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { useConfirmedLogout } from '#web/features/dashboard/components/confirmed-logout.ts';
import { useGamesToEnter } from '#web/features/games/api/get-games-to-enter.ts';
import { GamesToEnterList } from '#web/features/games/components/games-to-enter-list.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useMe } from '#web/lib/auth.ts';

/**
 * /admin/scores: where a scorekeeper starts (docs/rules/roles.md#scorekeepers): today's games,
 * then earlier ones played without a complete box score, of the leagues they keep.
 */
export function GamesToEnterPage() {
  usePageTitle('Games to Enter');
  const me = useMe().data;
  const games = useGamesToEnter();
  const logout = useConfirmedLogout();

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">Games to Enter</h1>
          {me ? (
            <p className="mt-1 text-neutral-300">
              {me.name} · {roleText(me)}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {me && isAdmin(me) ? (
            <ButtonLink to={paths.admin.dashboard} variant="secondary">
              Dashboard
            </ButtonLink>
          ) : null}
          <Button variant="secondary" onClick={logout.ask}>
            Logout
          </Button>
        </div>
      </div>
      {games.isError ? (
        <p role="alert" className="mt-6 text-red-300">
          {errorMessage(games.error, 'Failed to load games')}
        </p>
      ) : !games.data ? (
        <Spinner label="Loading games" />
      ) : (
        <>
          <Section title="Today">
            <GamesToEnterList games={games.data.today} empty="No games today." />
          </Section>
          <Section title="Played without a complete box score">
            <GamesToEnterList games={games.data.earlier} empty="Every earlier game is entered." />
          </Section>
        </>
      )}
      <ConfirmDialog {...logout.dialog} />
    </section>
  );
}
