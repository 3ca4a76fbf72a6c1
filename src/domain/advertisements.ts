import { z } from 'zod';
import { requiredText, requiredUrl } from './fields.ts';

export const advertisement = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string(),
  targetUrl: z.string(),
  isActive: z.boolean(),
});
export type Advertisement = z.infer<typeof advertisement>;

/** SPEC §5 Create ad. */
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

/** SPEC §5 Update ad: its own messages, as the spec words them. */
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

/** SPEC §9: ad URLs are cut at 50 characters in the admin list. */
export const AD_URL_LIST_LENGTH = 50;
