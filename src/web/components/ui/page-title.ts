import { useEffect } from 'react';
import { useSiteInfo } from '#web/features/site/api/get-site-info.ts';

/** Sets the document title and description of a page. */
export function usePageTitle(title: string, description?: string) {
  const siteName = useSiteInfo().data?.siteName ?? 'City Hoops League';
  useEffect(() => {
    document.title = title ? `${title} | ${siteName}` : siteName;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description, siteName]);
}
