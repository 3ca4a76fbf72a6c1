import { z } from 'zod';

/** Branding and links the web app needs; everything comes from the server's configuration. */
export const siteInfo = z.object({
  siteName: z.string(),
  shopUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  youtubeUrl: z.string().nullable(),
  adHeadline: z.string(),
  builderCredit: z.string(),
  leagueTimezone: z.string(),
  /** Days raw page visits are kept (the privacy page says so). */
  visitRetentionDays: z.number().int(),
});
export type SiteInfo = z.infer<typeof siteInfo>;
