/**
 * The demo league's own links and ad headline: a site that loads the demo league starts with
 * them where the environment gives none; a league's own install starts without them
 * (docs/decisions/042-a-fresh-install-is-the-leagues-own.md).
 */
export const DEMO_SITE = {
  shopUrl: 'https://shop.cityhoopsleague.example',
  instagramUrl: 'https://www.instagram.com/cityhoopsleague',
  youtubeUrl: 'https://www.youtube.com/@cityhoopsleague',
  adHeadline: 'Fall 2025 Season presented by Riverside Sports',
} as const;
