import type { FastifyRequest } from 'fastify';

/** The key of a public read: its route and what the route's schemas made of the params and query. */
export function keyOf(request: FastifyRequest): string {
  const { url, schema } = request.routeOptions;
  const query = schema?.querystring ? JSON.stringify(request.query) : '';
  return `${request.method} ${url ?? ''} ${JSON.stringify(request.params)} ${query}`;
}
