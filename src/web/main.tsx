import 'react-toastify/dist/ReactToastify.css';
import { PAGE_CODE_ELEMENT_ID } from '#domain/page-code.ts';
import './styles.css';

/**
 * The web app's entry: the stylesheets, and the app's start. A page the server rendered
 * (decision 031) is painted first: only then is the app's code fetched (the page names it) and
 * run, so the page's content never waits for it. A page that came empty starts the app at
 * once, and so does a page opened in a tab not shown, where nothing paints until it is.
 */
async function start() {
  const named = document.getElementById(PAGE_CODE_ELEMENT_ID)?.textContent;
  const code: unknown = named ? JSON.parse(named) : [];
  for (const address of Array.isArray(code) ? code : []) {
    if (typeof address !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = address;
    document.head.append(link);
  }
  await import('./framework.ts');
  await new Promise((resolve) => setTimeout(resolve));
  return import('./start.tsx');
}

/**
 * Calls `then` once the browser has shown the page: after its first contentful paint, and one
 * frame more, for a first paint made while the page was still arriving. (A frame's callback
 * runs just before its paint; the timeout, just after.) Where the browser does not tell of its
 * paints, one frame.
 */
function afterThePagePaints(then: () => void) {
  const nextFrame = () => requestAnimationFrame(() => setTimeout(then));
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return nextFrame();
  const painted = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    painted.disconnect();
    nextFrame();
  });
  painted.observe({ type: 'paint', buffered: true });
}

if (document.getElementById('root')?.hasChildNodes() && document.visibilityState === 'visible') {
  afterThePagePaints(() => void start());
} else {
  void start();
}
