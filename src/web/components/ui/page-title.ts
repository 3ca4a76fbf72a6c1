import { useEffect } from 'react';
import { useSiteInfo } from '#web/lib/site-info.ts';

const descriptionTag = () => document.querySelector('meta[name="description"]');
/** The description the page arrived with, for pages that have none of their own; read in the browser only. */
let defaultDescription: string | undefined;

/** Sets the document title and description of a page. */
export function usePageTitle(title: string, description?: string) {
  const siteName = useSiteInfo().data?.siteName ?? 'City Hoops League';
  useEffect(() => {
    document.title = title ? `${title} | ${siteName}` : siteName;
    defaultDescription ??= descriptionTag()?.getAttribute('content') ?? '';
    descriptionTag()?.setAttribute('content', description ?? defaultDescription);
  }, [title, description, siteName]);
}
