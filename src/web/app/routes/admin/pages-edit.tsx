import { useParams } from 'react-router';
import { EDITABLE_PAGES, type EditablePage } from '#domain/editable-pages.ts';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { NotFoundMessage } from '#web/components/ui/not-found-message.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { usePageVersions } from '#web/features/site/api/get-page-versions.ts';
import { PageEditor } from '#web/features/site/components/page-editor.tsx';

const isEditable = (page: string | undefined): page is EditablePage =>
  (EDITABLE_PAGES as readonly (string | undefined)[]).includes(page);

/** /admin/pages/{page}: a page's Markdown editor with preview and versions. */
export function PagesEditPage() {
  const page = useParams().page;
  if (!isEditable(page))
    return <NotFoundMessage title="Page Not Found">There is no such page to edit.</NotFoundMessage>;
  return <EditorOf page={page} />;
}

function EditorOf({ page }: { page: EditablePage }) {
  const history = usePageVersions(page);
  usePageTitle(history.data ? `Edit ${history.data.title}` : 'Edit Page');
  if (history.isPending) return <Spinner />;
  if (history.isError) {
    return (
      <LoadFailure message="Failed to load the page" back={{ to: paths.admin.pages, label: 'Back to the pages' }} />
    );
  }
  return <PageEditor history={history.data} />;
}
