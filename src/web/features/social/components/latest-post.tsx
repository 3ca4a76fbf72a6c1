import { formatShortDate } from '#domain/format.ts';
import { postPicture } from '#domain/post-picture.ts';
import { useLatestPosts } from '../api/get-latest-posts.ts';
import { mediaBoxClass, SocialSection } from './social-section.tsx';

/**
 * The latest photo post (docs/rules/screens.md#social-feeds): its picture linking to the post
 * in a new tab, its caption and its date. Nothing shows when the account is not configured or
 * has no post.
 */
export function LatestPost() {
  const post = useLatestPosts().data?.data[0];
  const picture = post && postPicture(post);
  if (!post || !picture) return null;
  return (
    <SocialSection title="Latest post">
      <a
        href={post.permalink}
        target="_blank"
        rel="noopener noreferrer"
        className={`block aspect-square ${mediaBoxClass} hover:border-neutral-600`}
      >
        <img
          src={picture}
          alt="The post on Instagram"
          width={288}
          height={288}
          loading="lazy"
          className="size-full object-cover"
        />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      {post.caption ? (
        <p className="mt-2 line-clamp-3 text-sm break-words whitespace-pre-line text-neutral-200">{post.caption}</p>
      ) : null}
      <p className="mt-1 text-xs text-neutral-400">
        <time dateTime={post.timestamp}>{formatShortDate(post.timestamp)}</time>
      </p>
    </SocialSection>
  );
}
