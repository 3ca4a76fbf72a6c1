import 'react-toastify/dist/ReactToastify.css';
import { PAGE_CODE_ELEMENT_ID } from '#domain/page-code.ts';
import './styles.css';

/**
 * The web app's entry: the stylesheets, and the app's start. A page the server rendered
 * (decision 031) is painted first: only then is the app's code fetched (the page names it) and
 * run, so the page's content never waits for it. A page that came empty starts the app at
 * once, and so does a page opened in a tab not shown, where nothing paints until it is.
 */
function start() {
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
  return import('./start.tsx');
}

if (document.getElementById('root')?.hasChildNodes() && document.visibilityState === 'visible') {
  // The frame's callback runs just before its paint; the timeout, just after.
  requestAnimationFrame(() => setTimeout(start));
} else {
  void start();
}
