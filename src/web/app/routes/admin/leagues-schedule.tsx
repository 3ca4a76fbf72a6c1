import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import type { ProposedGame } from '#domain/schedule-builder.ts';
import type { SchedulePreview as Preview, SchedulePreviewBody } from '#domain/schedule-requests.ts';
import type { LeagueWithTeams } from '#domain/teams.ts';
import type { Location } from '#domain/locations.ts';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { useLeague } from '#web/features/leagues/api/get-league.ts';
import { useLocations } from '#web/features/locations/api/get-locations.ts';
import { usePreviewSchedule } from '#web/features/schedule/api/preview-schedule.ts';
import { useSaveSchedule } from '#web/features/schedule/api/save-schedule.ts';
import {
  draftBody,
  firstDraft,
  ScheduleInputs,
  type InputsDraft,
} from '#web/features/schedule/components/schedule-inputs.tsx';
import { SchedulePreview } from '#web/features/schedule/components/schedule-preview.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useUnsavedChanges } from '#web/lib/unsaved-changes.ts';

/**
 * /admin/leagues/{id}/schedule (docs/rules/screens.md#schedule-builder): the builder's inputs,
 * then the preview of every game, editable, then one save.
 */
export function LeaguesSchedulePage() {
  const id = Number(useParams().id);
  const league = useLeague(id);
  const locations = useLocations();
  usePageTitle(league.data ? `Schedule: ${league.data.name}` : 'Schedule');
  if (league.isPending || locations.isPending) return <Spinner label="Loading league" />;
  if (!league.data || !locations.data) {
    return (
      <LoadFailure
        message="Failed to load leagues"
        back={{ to: paths.admin.leaguesList, label: 'Back to the league list' }}
      />
    );
  }
  return <Builder league={league.data} gyms={locations.data} />;
}

function Builder({ league, gyms }: { league: LeagueWithTeams; gyms: readonly Location[] }) {
  const navigate = useNavigate();
  const teams = league.Teams;
  const [draft, setDraft] = useState<InputsDraft>(() => firstDraft(teams, gyms, league.startDate));
  const [inputs, setInputs] = useState<SchedulePreviewBody | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [inputError, setInputError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const previewing = usePreviewSchedule();
  const checking = usePreviewSchedule();
  const saving = useSaveSchedule();
  useUnsavedChanges(() => preview !== null && !saving.isPending);

  const buildPreview = async () => {
    const parsed = draftBody(draft);
    if ('problem' in parsed) return setInputError(parsed.problem);
    setInputError(null);
    try {
      const answer = await previewing.mutateAsync({ leagueId: league.id, body: parsed.body });
      setInputs(parsed.body);
      setPreview(answer);
      setSaveError(null);
    } catch (error) {
      setInputError(errorMessage(error, 'The schedule could not be built.'));
    }
  };

  const edit = async (games: ProposedGame[]) => {
    if (!inputs || !preview) return;
    // Shown at once; the checks follow.
    setPreview({ ...preview, games });
    try {
      setPreview(await checking.mutateAsync({ leagueId: league.id, body: { ...inputs, games } }));
    } catch (error) {
      setSaveError(errorMessage(error, 'The changes could not be checked.'));
    }
  };

  const save = async () => {
    if (!inputs || !preview) return;
    setSaveError(null);
    try {
      const saved = await saving.mutateAsync({ leagueId: league.id, body: { ...inputs, games: preview.games } });
      setPreview(null);
      toast.success(`Created ${saved.created} games`);
      navigate(paths.admin.gamesList);
    } catch (error) {
      setSaveError(errorMessage(error, 'An error occurred while saving the schedule.'));
    }
  };

  return (
    <section className="flex flex-col gap-8">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-strong">{league.name}</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight">Build the schedule</h1>
        <p className="mt-2 max-w-2xl text-neutral-300">
          Every pair of teams meets as often as asked, in the weekly slots, from the first date to the league’s end
          date. Nothing is saved until you save the preview.
        </p>
      </header>
      {teams.length < 2 ? (
        <p className="text-amber-200">A schedule needs at least two teams: add the league’s teams first.</p>
      ) : null}
      <ScheduleInputs
        teams={teams}
        gyms={gyms}
        draft={draft}
        onChange={setDraft}
        onPreview={() => void buildPreview()}
        previewing={previewing.isPending}
        error={inputError}
      />
      {preview ? (
        <SchedulePreview
          preview={preview}
          teams={teams}
          gyms={gyms}
          onEdit={(games) => void edit(games)}
          checking={checking.isPending}
          onSave={() => void save()}
          saving={saving.isPending}
          saveError={saveError}
        />
      ) : null}
    </section>
  );
}
