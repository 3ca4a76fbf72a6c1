import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { PAGE_PLACEHOLDERS, pageBody, type PageHistory, type PageVersion } from '#domain/editable-pages.ts';
import { formatMoment } from '#domain/format.ts';
import { renderMarkdown } from '#domain/markdown.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useConfirmation } from '#web/components/ui/confirmation.ts';
import { FormError } from '#web/components/ui/form.tsx';
import { Prose } from '#web/components/ui/prose.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useUnsavedChanges } from '#web/lib/unsaved-changes.ts';
import { useRestorePageVersion, useSavePage } from '../api/save-page.ts';

/**
 * A page's Markdown beside its preview, rendered as visitors will see it, and every saved
 * version with a way to make it the page again (docs/decisions/027-editable-pages.md).
 */
export function PageEditor({ history }: { history: PageHistory }) {
  const current = history.versions[0];
  const [text, setText] = useState(current?.markdown ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSavePage();
  const restore = useRestorePageVersion();
  const confirmation = useConfirmation();
  const editorId = useId();
  const dirty = text !== (current?.markdown ?? '');
  useUnsavedChanges(() => dirty && !save.isPending);

  const onSave = async () => {
    const checked = pageBody.safeParse({ markdown: text });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Page text is required.');
    setError(null);
    try {
      const saved = await save.mutateAsync({ page: history.page, markdown: checked.data.markdown });
      setText(saved.versions[0]?.markdown ?? checked.data.markdown);
      toast.success(`Saved ${history.title}`);
    } catch (failure) {
      setError(errorMessage(failure, 'An error occurred while saving the page.'));
    }
  };

  const onRestore = async (version: PageVersion) => {
    const sure = await confirmation.ask(
      `Restore version ${version.version}?`,
      dirty
        ? `The page goes back to version ${version.version}, and the changes you have not saved are lost. The newer versions stay in the list.`
        : `The page goes back to version ${version.version}. The newer versions stay in the list.`,
    );
    if (!sure) return;
    try {
      const restored = await restore.mutateAsync({ page: history.page, version: version.version });
      setText(restored.versions[0]?.markdown ?? version.markdown);
      setError(null);
      toast.success(`Restored version ${version.version} of ${history.title}`);
    } catch (failure) {
      toast.error(errorMessage(failure, 'The version could not be restored.'));
    }
  };

  return (
    <section>
      <h1 className="text-3xl font-extrabold tracking-tight">Edit {history.title}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-2">
          <label htmlFor={editorId} className="text-sm font-medium text-neutral-100">
            Markdown
          </label>
          <textarea
            id={editorId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={24}
            spellCheck
            aria-describedby={`${editorId}-hint`}
            className="min-h-96 rounded-md border border-neutral-600 bg-neutral-900 px-3 py-2 font-mono text-sm text-neutral-100"
          />
          <p id={`${editorId}-hint`} className="text-sm text-neutral-400">
            ## for a heading, - for a list item, [text](/faq) for a link. HTML is shown as text. These follow the
            settings:{' '}
            {Object.keys(PAGE_PLACEHOLDERS)
              .map((name) => `{{${name}}}`)
              .join(', ')}
            .
          </p>
          <FormError message={error} />
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={onSave} disabled={save.isPending || !dirty}>
              {save.isPending ? 'Saving…' : 'Save page'}
            </Button>
            {dirty ? <span className="text-sm text-neutral-400">Unsaved changes</span> : null}
          </div>
        </div>
        <div className="min-w-0" aria-label="Preview" role="region">
          <p className="mb-2 text-sm font-medium text-neutral-100">Preview</p>
          <div className="rounded-xl border border-neutral-800 bg-neutral-950 p-5">
            <Prose title={history.title}>
              <div dangerouslySetInnerHTML={{ __html: renderMarkdown(text, history.placeholders) }} />
            </Prose>
          </div>
        </div>
      </div>

      <Section title="Versions">
        <ol className="flex flex-col gap-3">
          {history.versions.map((version, index) => (
            <li key={version.version} className="rounded-lg border border-neutral-800 bg-neutral-900/60 p-4 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-neutral-100">
                  <span className="font-semibold">Version {version.version}</span> ·{' '}
                  {version.createdBy ?? 'the text the site started with'} ·{' '}
                  <time dateTime={version.createdAt}>{formatMoment(version.createdAt)}</time>
                  {version.restoredFrom ? ` · restored from version ${version.restoredFrom}` : ''}
                  {index === 0 ? ' · current' : ''}
                </p>
                {index === 0 ? null : (
                  <Button variant="secondary" onClick={() => onRestore(version)} disabled={restore.isPending}>
                    Restore version {version.version}
                  </Button>
                )}
              </div>
              <details className="mt-2">
                <summary className="cursor-pointer text-neutral-300">Show the text</summary>
                <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap rounded bg-neutral-950 p-3 text-xs text-neutral-300">
                  {version.markdown}
                </pre>
              </details>
            </li>
          ))}
        </ol>
      </Section>
      <ConfirmDialog {...confirmation.dialog} />
    </section>
  );
}
