/**
 * Zod as the web app's build resolves `zod` (vite.config.ts). Zod would compile its parsers
 * with `new Function`, which the Content-Security-Policy (`script-src 'self'`) forbids: the
 * browser then reports the attempt as a policy violation on the page. In the browser it parses
 * without compiling; the server keeps the compiled parsers.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
