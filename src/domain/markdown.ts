import MarkdownIt from 'markdown-it';
import type { PagePlaceholder } from './editable-pages.ts';

/**
 * Markdown as the league writes its pages, to HTML that is safe to put in a page: raw HTML in
 * the text is shown as text, never let through, and links and images may only be http(s),
 * mailto:, tel: or a path on this site (markdown-it already refuses javascript:, vbscript:,
 * file: and most data: addresses; this list refuses everything else as well).
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const SAFE_LINK = /^(https?:|mailto:|tel:|\/(?![/\\])|#)/i;
markdown.validateLink = (url) => SAFE_LINK.test(url.trim());

const MARKDOWN_PUNCTUATION = /[\\`*_[\]<>]/g;

/** Puts each `{{name}}` the values know in place; an unknown one is left as written. */
export function fillPlaceholders(text: string, values: Partial<Record<PagePlaceholder, string>>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = (values as Record<string, string | undefined>)[name];
    return value === undefined ? whole : value.replace(MARKDOWN_PUNCTUATION, (character) => `\\${character}`);
  });
}

/** The page's HTML. */
export function renderMarkdown(text: string, values: Partial<Record<PagePlaceholder, string>> = {}): string {
  return markdown.render(fillPlaceholders(text, values));
}
