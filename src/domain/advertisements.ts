import { z } from 'zod';
import { requiredId, requiredText, requiredUrl } from './fields.ts';
import { isoDate } from './leagues.ts';

export const advertisement = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string(),
  targetUrl: z.string(),
  isActive: z.boolean(),
});
export type Advertisement = z.infer<typeof advertisement>;

/** Create ad (docs/rules/messages.md#advertisements). */
export const newAdvertisementBody = z.object(
  {
    name: requiredText('Ad name is required.'),
    imageUrl: requiredUrl('Image URL is required.'),
    targetUrl: requiredUrl('Target URL is required.'),
    isActive: z.boolean({ error: 'Active must be true or false.' }).default(true),
  },
  { error: 'The request body must be a JSON object.' },
);
export type NewAdvertisementBody = z.input<typeof newAdvertisementBody>;

/** Update ad: its own messages, without the full stop (docs/rules/messages.md#advertisements). */
export const advertisementUpdateBody = z.object(
  {
    name: requiredText('Name is required'),
    targetUrl: requiredUrl('Target URL is required'),
    imageUrl: requiredUrl('Image URL is required'),
    isActive: z.boolean({ error: 'Active must be true or false.' }).default(true),
  },
  { error: 'The request body must be a JSON object.' },
);
export type AdvertisementUpdateBody = z.input<typeof advertisementUpdateBody>;

/** Ad URLs are cut at 50 characters in the admin list (docs/rules/screens.md#list-screens). */
export const AD_URL_LIST_LENGTH = 50;

/**
 * `PUT /api/advertisements/{id}/click`. The visitor's `clickDate` is accepted but not trusted: the
 * server records the click on its own league-local date (docs/rules/league-data.md#advertisements).
 */
export const adClickBody = z.object(
  {
    advertisementId: requiredId('The advertisement id is required.'),
    clickDate: isoDate.optional(),
  },
  { error: 'The request body must be a JSON object.' },
);
export type AdClickBody = z.input<typeof adClickBody>;

/** The click as the server recorded it. */
export const adClick = z.object({ advertisementId: z.number().int(), clickDate: isoDate });
export type AdClick = z.infer<typeof adClick>;

/** An ad analytics row (docs/rules/api.md#ad-analytics-row): an ad's clicks, per league-local date, oldest first. */
export const adAnalyticsRow = z.object({
  advertisementId: z.number().int(),
  advertisementName: z.string(),
  advertisementIsActive: z.boolean(),
  totalClicks: z.number().int(),
  clickData: z.array(z.object({ clickDate: isoDate, clickCount: z.number().int() })),
});
export type AdAnalyticsRow = z.infer<typeof adAnalyticsRow>;
