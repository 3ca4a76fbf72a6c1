import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { asciiCode } from './scripts/ascii-code.js';

/** The rendering's modules in ASCII: the server keeps their sources in memory (scripts/ascii-code.js). */
const asciiOnly: Plugin = {
  name: 'ascii-only',
  generateBundle(_options, bundle) {
    for (const file of Object.values(bundle)) if (file.type === 'chunk') file.code = asciiCode(file.code);
  },
};

/**
 * The web app lives in src/web and is built into dist/web, which the server serves; the
 * server's rendering of the public pages (`vite build --ssr entry-server.tsx`, npm run build's
 * second step) into dist/ssr.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [asciiOnly] : [])],
  // In the browser, Zod parses without compiling code, which the Content-Security-Policy forbids.
  resolve: isSsrBuild
    ? {}
    : {
        alias: [
          { find: /^zod$/, replacement: fileURLToPath(new URL('src/web/lib/zod-in-the-browser.ts', import.meta.url)) },
        ],
      },
  build: isSsrBuild
    ? { outDir: '../../dist/ssr', emptyOutDir: true, target: 'node20', copyPublicDir: false }
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        target: 'es2022',
        // The server reads it to name the code a page runs (src/server/web/preload.ts).
        manifest: true,
        rolldownOptions: {
          output: {
            // The first load in two files rather than thirty: the packages the app is made of
            // (framework.ts), evaluated first, then the app's start and every module it imports
            // (a group takes its modules' dependencies along). The screens stay chunks of their own.
            codeSplitting: {
              groups: [
                // Vite's helper that preloads a dynamic import's files: the entry needs it alone.
                { name: 'preload-helper', test: /preload-helper/, priority: 3 },
                { name: 'framework', test: /src[\\/]web[\\/]framework\.ts$/, priority: 2 },
                { name: 'start', test: /src[\\/]web[\\/]start\.tsx$/, priority: 1 },
              ],
            },
          },
        },
      },
  // The rendering carries its packages inside: the production server needs none of the web app's installed.
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}));
