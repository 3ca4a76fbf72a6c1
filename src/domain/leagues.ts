import { z } from 'zod';

/** `YYYY-MM-DD`, the only date format on the wire (DESIGN §3). */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD.');

export const league = z.object({
  id: z.number().int(),
  name: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  isRegistrationOpen: z.boolean(),
  isActive: z.boolean(),
});
export type League = z.infer<typeof league>;
