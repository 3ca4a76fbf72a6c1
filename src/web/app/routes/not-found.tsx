import { NotFoundMessage } from '#web/components/ui/not-found-message.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <NotFoundMessage title="Page Not Found">Please refresh the page or check the URL for any typos.</NotFoundMessage>
  );
}
