import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import {
  IMPORT_KINDS,
  importRequest,
  TOO_LARGE_MESSAGE,
  type ImportKind,
  type ImportPreview,
  type ImportRequest,
} from '#domain/imports.ts';
import { Section } from '#web/components/ui/section.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { useUnsavedChanges } from '#web/lib/unsaved-changes.ts';
import { usePreviewImport } from '../api/preview-import.ts';
import { useRunImport } from '../api/run-import.ts';
import { base64Of, fileProblem, formatOfFile, pastedTooLarge } from './import-source.ts';
import {
  ImportForm,
  makesPastLeague,
  NEW_LEAGUE,
  type DraftProblems,
  type ImportDraft,
  type OneGame,
} from './import-form.tsx';
import { ImportPreviewPanel, rowsToImport } from './import-preview.tsx';

/** What the toast after an import counts, per kind: "Imported 80 players". */
const importedThings: Record<ImportKind, readonly [one: string, many: string]> = {
  players: ['player', 'players'],
  teams: ['team', 'teams'],
  gyms: ['gym', 'gyms'],
  schedule: ['game', 'games'],
  'box-scores': ['box-score row', 'box-score rows'],
};

/** A preview on screen, with the very request it answers: the import sends that request again. */
type Previewed = { request: ImportRequest; preview: ImportPreview };

/**
 * The request a draft and its file make, checked by the import's own schema; or what is wrong,
 * each where it shows. A chosen file travels as base64 of its bytes, pasted rows as text.
 */
async function requestOf(
  draft: ImportDraft,
  file: File | null,
): Promise<{ request: ImportRequest } | { problems: DraftProblems }> {
  const pasted = draft.pasted.trim() === '' ? '' : draft.pasted;
  if (file && pasted) return { problems: { source: 'Choose a file or paste rows, not both.' } };
  if (file) {
    const problem = fileProblem(file);
    if (problem) return { problems: { source: problem } };
  } else if (pastedTooLarge(pasted)) return { problems: { source: TOO_LARGE_MESSAGE } };
  const needsLeague = IMPORT_KINDS[draft.kind].needsLeague;
  const newLeague = needsLeague && draft.league === NEW_LEAGUE && makesPastLeague(draft.kind);
  const oneGame = IMPORT_KINDS[draft.kind].oneGame && draft.game !== '' && !newLeague;
  const request: ImportRequest = {
    kind: draft.kind,
    ...(oneGame ? { gameId: Number(draft.game), teamId: Number(draft.team) } : {}),
    ...(file ? { format: formatOfFile(file.name)!, fileName: file.name } : { format: 'text', fileName: '' }),
    data: file ? await base64Of(file) : pasted,
    leagueId: needsLeague && draft.league !== NEW_LEAGUE ? Number(draft.league) : null,
    newLeagueName: newLeague ? draft.newLeagueName : null,
    dateOrder: draft.dateOrder,
    mapping: {},
  };
  const parsed = importRequest.safeParse(request);
  if (parsed.success) return { request: parsed.data };
  const problems: DraftProblems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'data') problems.source ??= issue.message;
    else if (field === 'newLeagueName') problems.newLeagueName ??= issue.message;
    else problems.form ??= issue.message;
  }
  return { problems };
}

/**
 * The import in two steps (docs/imports.md): the file and where it goes, then its preview (the
 * columns, which can be chosen again, and each row's outcome) and the import itself.
 */
export function ImportSteps({
  leagues,
  useLeagueGames,
}: {
  leagues: readonly { id: number; name: string; isActive: boolean }[];
  /** The games of a league (none for null), for box scores of one game. */
  useLeagueGames: (leagueId: number | null) => readonly OneGame[];
}) {
  const startingLeague = leagues.find((league) => league.isActive) ?? leagues[0];
  const form = useForm<ImportDraft>({
    defaultValues: {
      kind: 'players',
      league: startingLeague ? String(startingLeague.id) : NEW_LEAGUE,
      newLeagueName: '',
      dateOrder: 'mdy',
      game: '',
      team: '',
      pasted: '',
    },
  });
  const [kind, league] = useWatch({ control: form.control, name: ['kind', 'league'] });
  const games = useLeagueGames(IMPORT_KINDS[kind].oneGame && league !== NEW_LEAGUE ? Number(league) : null);
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<DraftProblems>({});
  const [reading, setReading] = useState(false);
  const [previewed, setPreviewed] = useState<Previewed | null>(null);
  const [choosing, setChoosing] = useState<Record<string, string> | null>(null);
  const [stepError, setStepError] = useState<string | null>(null);
  const previewing = usePreviewImport();
  const importing = useRunImport();
  // Only the answer to the latest preview asked for is shown, whatever order answers come in.
  const latest = useRef(0);
  useUnsavedChanges(() => previewed !== null && !importing.isPending);

  /** The preview answers the form as it was: any change takes it away, and an answer still on its way with it. */
  const dropPreview = () => {
    latest.current += 1;
    setPreviewed(null);
  };
  useEffect(() => form.subscribe({ formState: { values: true }, callback: dropPreview }), [form]);

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    dropPreview();
    setProblems((current) => ({ ...current, source: undefined }));
  };

  /** Previews `request`; resolves true once its answer is on screen (false when a later one overtook it). */
  const send = async (request: ImportRequest) => {
    const ticket = ++latest.current;
    const preview = await previewing.mutateAsync(request);
    if (ticket !== latest.current) return false;
    setPreviewed({ request, preview });
    return true;
  };

  const onPreview = async () => {
    const draft = form.getValues();
    setProblems({});
    setStepError(null);
    setReading(true);
    try {
      const built = await requestOf(draft, file);
      if ('problems' in built) {
        setPreviewed(null);
        setProblems(built.problems);
        return;
      }
      await send(built.request);
    } catch (error) {
      setPreviewed(null);
      setProblems({ form: errorMessage(error, 'The file could not be read.') });
    } finally {
      setReading(false);
    }
  };

  const choose = async (header: string, key: string) => {
    if (!previewed) return;
    const mapping = { ...previewed.request.mapping, [header]: key };
    // A site column reads one file column: choosing it for this header takes it from another.
    if (key !== '') {
      for (const column of previewed.preview.columns) {
        if (column.header !== header && column.key === key) mapping[column.header] = '';
      }
    }
    setChoosing(mapping);
    setStepError(null);
    try {
      await send({ ...previewed.request, mapping });
    } catch (error) {
      setStepError(errorMessage(error, 'The file could not be previewed with these columns.'));
    } finally {
      setChoosing(null);
    }
  };

  const confirm = async () => {
    if (!previewed) return;
    const { request, preview } = previewed;
    setStepError(null);
    try {
      const summary = await importing.mutateAsync({ ...request, digest: preview.digest });
      const rows = rowsToImport(preview);
      const [one, many] = importedThings[preview.kind];
      toast.success(`Imported ${rows.toLocaleString('en-US')} ${rows === 1 ? one : many}`);
      setPreviewed(null);
      setFile(null);
      // The file is in; a past league it created is where the next file of the season goes.
      const created = request.newLeagueName && summary.leagueId !== null;
      form.reset({
        ...form.getValues(),
        pasted: '',
        ...(created ? { league: String(summary.leagueId), newLeagueName: '' } : {}),
      });
    } catch (error) {
      setStepError(errorMessage(error, 'The file could not be imported.'));
      // The league's data changed since the preview: what the import would do now is previewed again.
      if (error instanceof ApiError && error.status === 409) {
        try {
          await send(request);
        } catch (again) {
          setStepError(errorMessage(again, 'The file could not be previewed again.'));
        }
      }
    }
  };

  return (
    <>
      <Section title="The file">
        <ImportForm
          form={form}
          leagues={leagues}
          games={games}
          file={file}
          fileError={file ? fileProblem(file) : null}
          onFile={chooseFile}
          problems={problems}
          onPreview={() => void onPreview()}
          busy={reading}
        />
      </Section>
      {previewed ? (
        <ImportPreviewPanel
          preview={previewed.preview}
          choosing={choosing}
          onChoose={(header, key) => void choose(header, key)}
          refreshing={previewing.isPending}
          onConfirm={() => void confirm()}
          confirming={importing.isPending}
          error={stepError}
        />
      ) : null}
    </>
  );
}
