import { z } from 'zod';
import { EDITABLE_PAGES } from './page-texts.ts';

// Spelled beside the pages' texts, which the first load of the site reads without this module's schemas.
export { EDITABLE_PAGES, PAGE_TITLES, type EditablePage } from './page-texts.ts';

export const MAX_PAGE_MARKDOWN = 50_000;

/**
 * What a page's Markdown may name instead of writing it out, so that the page follows the
 * settings: `{{contactEmail}}` is always the current contact email.
 */
export const PAGE_PLACEHOLDERS = {
  siteName: 'the site name',
  contactEmail: 'the contact email',
  contactPhone: 'the contact phone (blank when unset)',
  captainFee: 'the captain fee, such as $2,300',
  visitRetentionDays: 'how many days page visits are kept',
} as const;
export type PagePlaceholder = keyof typeof PAGE_PLACEHOLDERS;

export const pageParams = z.object({
  page: z.enum(EDITABLE_PAGES, { error: `The page must be one of: ${EDITABLE_PAGES.join(', ')}.` }),
});

/** A page as visitors read it: its newest version, rendered. */
export const renderedPage = z.object({
  page: z.enum(EDITABLE_PAGES),
  title: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
  html: z.string(),
});
export type RenderedPage = z.infer<typeof renderedPage>;

export const pageVersion = z.object({
  version: z.number().int(),
  createdAt: z.string(),
  /** Null for the first version, which every install starts with. */
  createdBy: z.string().nullable(),
  restoredFrom: z.number().int().nullable(),
  markdown: z.string(),
});
export type PageVersion = z.infer<typeof pageVersion>;

/** The editor's data: every version, newest first, and the values of the placeholders. */
export const pageHistory = z.object({
  page: z.enum(EDITABLE_PAGES),
  title: z.string(),
  versions: z.array(pageVersion),
  placeholders: z.record(z.string(), z.string()),
});
export type PageHistory = z.infer<typeof pageHistory>;

export const pageBody = z.object({
  markdown: z
    .string({ error: 'Page text is required.' })
    .trim()
    .min(1, 'Page text is required.')
    .max(MAX_PAGE_MARKDOWN, `Must be at most ${MAX_PAGE_MARKDOWN} characters.`)
    .refine((value) => !/[^\P{Cc}\n\r\t]|\p{Cs}/u.test(value), 'Must not contain control characters.'),
});
export const restoreParams = pageParams.extend({
  version: z.coerce
    .number({ error: 'The version must be a positive whole number.' })
    .int('The version must be a positive whole number.')
    .positive('The version must be a positive whole number.')
    .max(2_147_483_647, 'No version has that number.'),
});
