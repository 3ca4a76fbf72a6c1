import type { FastifyInstance, RouteOptions } from 'fastify';

/** The methods of writes. */
export const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Hooks = {
  /** Run before the route's own `onRequest` (its guard): a write is known for one from its first step. */
  onRequest?: RouteOptions['onRequest'];
  onSend?: RouteOptions['onSend'];
  onResponse?: RouteOptions['onResponse'];
};

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Hooks for the routes of writes alone, added as each route is declared: a read never runs
 * them, not even to find out that they do not concern it (reads are most of the traffic).
 * Routes declared before this is called are left as they are.
 */
export function onWriteRoutes(app: FastifyInstance, hooks: Hooks) {
  app.addHook('onRoute', (route) => {
    if (!asList(route.method).some((method) => MUTATING.has(method))) return;
    if (hooks.onRequest) route.onRequest = [...asList(hooks.onRequest), ...asList(route.onRequest)];
    if (hooks.onSend) route.onSend = [...asList(route.onSend), ...asList(hooks.onSend)];
    if (hooks.onResponse) route.onResponse = [...asList(route.onResponse), ...asList(hooks.onResponse)];
  });
}
