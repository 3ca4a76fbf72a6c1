import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { latestPosts, latestVideos, type LatestPosts, type LatestVideos } from '#domain/social.ts';
import type { Config } from '../env.ts';
import { instagramLoader, UpstreamError, youtubeLoader } from './client.ts';
import { keptAnswer } from './kept-answer.ts';

/** What goes to the log about a failed upstream call: a reason, never the URL, key or token. */
function failureLogger(log: FastifyBaseLogger, upstream: string, secrets: string[]) {
  return (error: unknown) => {
    let reason = error instanceof UpstreamError ? error.message : `failed unexpectedly (${String(error)})`;
    for (const secret of secrets.flatMap((value) => [value, encodeURIComponent(value)])) {
      reason = reason.replaceAll(secret, '[redacted]');
    }
    log.warn({ upstream }, `${upstream} ${reason}; serving the last good answer, if any`);
  };
}

/**
 * The latest video and the latest posts (docs/rules/api.md#social), read from YouTube and
 * Instagram on the server, where the key and the token stay. Each answer is kept in memory for
 * 10 minutes (not in the public read cache, which keeps answers until league data changes); a
 * failed call serves the last good answer, or an empty one, never an error.
 */
export const socialRoutes: FastifyPluginAsyncZod<{ social: Config['social'] }> = async (app, { social }) => {
  const { youtubeApiKey: apiKey, youtubeChannelId: channelId, instagramAccessToken: accessToken } = social;
  const noVideos: LatestVideos = [];
  const noPosts: LatestPosts = { data: [] };

  const videos =
    apiKey && channelId
      ? keptAnswer(
          youtubeLoader({ apiBase: social.youtubeApiBase, apiKey, channelId, timeoutMs: social.timeoutMs }),
          noVideos,
          failureLogger(app.log, 'YouTube', [apiKey]),
        )
      : async () => noVideos;

  const posts = accessToken
    ? keptAnswer(
        instagramLoader({ apiBase: social.instagramApiBase, accessToken, timeoutMs: social.timeoutMs }),
        noPosts,
        failureLogger(app.log, 'Instagram', [accessToken]),
      )
    : async () => noPosts;

  app.get(
    '/youtube',
    {
      schema: {
        tags: ['social'],
        summary: "The video channel's latest videos, newest first; empty when the channel is not configured",
        response: { 200: latestVideos },
      },
    },
    async () => videos(),
  );

  app.get(
    '/instagram',
    {
      schema: {
        tags: ['social'],
        summary: 'The latest photo posts, newest first; empty when the account is not configured',
        response: { 200: latestPosts },
      },
    },
    async () => posts(),
  );
};
