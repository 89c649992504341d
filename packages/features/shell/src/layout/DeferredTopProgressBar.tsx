import type { TopProgressBarProps } from '@tonearm/ui/top-progress-bar';
import { lazy, Suspense, useState } from 'react';

// A first visit renders its page without a navigation in progress: the bar and its loading indicator load when the
// first navigation after it starts (their 50 ms and 500 ms delays count from there), and stay for every later one.
const TopProgressBar = lazy(() =>
  import('@tonearm/ui/top-progress-bar').then((module) => ({ default: module.TopProgressBar })),
);

/** The kit's top progress bar, loaded with the first navigation that needs it. */
export function DeferredTopProgressBar(props: TopProgressBarProps) {
  const [wanted, setWanted] = useState(false);
  if (props.isLoading && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <TopProgressBar {...props} />
    </Suspense>
  );
}
