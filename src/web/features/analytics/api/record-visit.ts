import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { VisitBody } from '#domain/analytics.ts';

/**
 * `PUT /api/analytics/`: tells the server a page was opened. Fire and forget: the request may
 * outlive the page (`keepalive`), carries no cookie, and its answer, a refusal included, is
 * ignored (docs/rules/screens.md#visit-recording).
 */
export function recordVisit(path: string): void {
  const body: VisitBody = { path };
  fetch('/api/analytics/', {
    method: 'PUT',
    keepalive: true,
    credentials: 'omit',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}

/**
 * Records a visit each time the page's path changes: once per navigation, never on a re-render
 * (nor twice in React's development double run). Used by the public pages' shell only, so the
 * back office and its sign-in page are never counted.
 */
export function useVisitRecording(): void {
  const { pathname } = useLocation();
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (recorded.current === pathname) return;
    recorded.current = pathname;
    recordVisit(pathname);
  }, [pathname]);
}
