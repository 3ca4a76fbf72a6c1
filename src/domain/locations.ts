import { z } from 'zod';

export const location = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  website: z.string().nullable(),
  mapsLink: z.string().nullable(),
  notes: z.string().nullable(),
});
export type Location = z.infer<typeof location>;
