/** scripts/ascii-code.js, plain JavaScript for scripts/build-server.js. */
export function asciiCode(code: string): string;
