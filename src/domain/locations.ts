import { z } from 'zod';
import { MAX_NOTE, optionalText, optionalUrl, requiredText } from './fields.ts';

export const location = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  website: z.string().nullable(),
  mapsLink: z.string().nullable(),
  notes: z.string().nullable(),
});
export type Location = z.infer<typeof location>;

/** Location create and update (docs/rules/messages.md#locations). */
export const locationBody = z.object(
  {
    name: requiredText('Location name is required.'),
    address: requiredText('Address is required.', 300),
    website: optionalUrl(),
    mapsLink: optionalUrl(),
    notes: optionalText(MAX_NOTE, { multiline: true }),
  },
  { error: 'The request body must be a JSON object.' },
);
export type LocationBody = z.input<typeof locationBody>;
