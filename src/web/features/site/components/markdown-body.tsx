import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * HTML rendered from a page's Markdown (src/domain/markdown.ts lets no raw HTML or script
 * through). A click on a link to a page of this site moves within the app, as a Link would.
 */
export function MarkdownBody({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !href.startsWith('/') || href.startsWith('//') || anchor.target) return;
    event.preventDefault();
    navigate(href);
    window.scrollTo(0, 0);
  };
  return (
    // The links inside take the keyboard (Enter on a link is a click); the wrapper only routes clicks.
    <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
