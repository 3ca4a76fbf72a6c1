import { describe, expect, it } from 'vitest';
import { securityHeadersOf } from './security-headers.ts';

describe('securityHeadersOf', () => {
  it("works helmet's headers out once, as it would set them on every answer", () => {
    const headers = new Map(
      securityHeadersOf({
        contentSecurityPolicy: {
          directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"], upgradeInsecureRequests: null },
        },
        crossOriginEmbedderPolicy: false,
      }),
    );
    expect(headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    expect(headers.has('cross-origin-embedder-policy')).toBe(false);
    // Names as HTTP/2 and Node's header store want them.
    for (const name of headers.keys()) expect(name).toBe(name.toLowerCase());
  });
});
