/** scripts/build-server.js, which stays plain JavaScript for scripts/start.js. */
export const SERVER_DIST: string;
export const BUILT_SERVER: string;
export function serverBuildIsStale(outdir?: string): boolean;
export function buildServer(outdir?: string): Promise<void>;
