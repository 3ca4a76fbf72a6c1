/**
 * The packages the app is made of, evaluated in a task of their own before the app's own
 * modules (src/web/main.tsx): the browser answers and paints in between, rather than waiting
 * for one long task that evaluates both. What the app's start uses of them is named, so that
 * none is left out as unused.
 */
export { QueryClient, QueryClientProvider } from '@tanstack/react-query';
export { createRoot, hydrateRoot } from 'react-dom/client';
export { createBrowserRouter } from 'react-router';
export { RouterProvider } from 'react-router/dom';
