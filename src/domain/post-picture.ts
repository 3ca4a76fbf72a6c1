import type { SocialPost } from './social.ts';

/**
 * The picture a social post shows: a video's thumbnail, otherwise the media itself.
 * Kept apart from the Zod schemas so the home page can use it without loading Zod.
 */
export function postPicture(post: Pick<SocialPost, 'media_type' | 'media_url' | 'thumbnail_url'>): string | undefined {
  return post.media_type === 'VIDEO' ? post.thumbnail_url : post.media_url;
}
