import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '#web/components/ui/spinner.tsx';

/**
 * A back-office screen loaded only when it is opened: for screens with heavy code of their own
 * (the analytics charts), which the rest of the back office should not download.
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
    return (
      <Suspense fallback={<Spinner label="Loading" />}>
        <Page />
      </Suspense>
    );
  };
}
