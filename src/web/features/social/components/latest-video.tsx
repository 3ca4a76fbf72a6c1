import { useLatestVideos } from '../api/get-latest-videos.ts';
import { mediaBoxClass, SocialSection } from './social-section.tsx';

/** YouTube's privacy-enhanced player: no cookie until the visitor plays the video. */
const PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * The channel's latest video in the embedded player (docs/rules/screens.md#social-feeds).
 * Nothing shows when the channel is not configured or has no video.
 */
export function LatestVideo() {
  const video = useLatestVideos().data?.[0];
  if (!video) return null;
  return (
    <SocialSection title="Latest video">
      <div className={`aspect-video ${mediaBoxClass}`}>
        <iframe
          src={`${PLAYER_ORIGIN}/embed/${encodeURIComponent(video.id)}`}
          title={video.title}
          loading="lazy"
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          // The player refuses to play without knowing the embedding site; the site's own policy sends none.
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          className="size-full border-0"
        />
      </div>
    </SocialSection>
  );
}
