import { useEffect } from 'react';
import { useSiteInfo } from '#web/lib/site-info.ts';

const descriptionTag = () => document.querySelector('meta[name="description"]');
/** The site-wide description of index.html, for pages that have none of their own. */
const defaultDescription = descriptionTag()?.getAttribute('content') ?? '';

/** Sets the document title and description of a page. */
export function usePageTitle(title: string, description?: string) {
  const siteName = useSiteInfo().data?.siteName ?? 'City Hoops League';
  useEffect(() => {
    document.title = title ? `${title} | ${siteName}` : siteName;
    descriptionTag()?.setAttribute('content', description ?? defaultDescription);
  }, [title, description, siteName]);
}
