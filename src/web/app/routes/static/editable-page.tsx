import { PAGE_TITLES, pageTexts, type EditablePage } from '#domain/page-texts.ts';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Prose } from '#web/components/ui/prose.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { usePage } from '#web/features/site/api/get-page.ts';
import { MarkdownBody } from '#web/features/site/components/markdown-body.tsx';

const descriptions: Record<EditablePage, string> = {
  'league-rules': pageTexts.leagueRules.description,
  faq: pageTexts.faq.description,
  contact: pageTexts.contact.description,
  'privacy-policy': pageTexts.privacyPolicy.description,
};

/** League rules, FAQ, contact and privacy policy: the league writes them in the back office. */
export function EditablePageView({ page }: { page: EditablePage }) {
  const title = PAGE_TITLES[page];
  usePageTitle(title, descriptions[page]);
  const read = usePage(page);
  return (
    <Prose title={title}>
      {read.isPending ? (
        <Spinner />
      ) : read.isError ? (
        <p role="alert" className="text-red-300">
          The page could not be loaded. Please refresh the page in a moment.
        </p>
      ) : (
        <MarkdownBody html={read.data.html} />
      )}
    </Prose>
  );
}
