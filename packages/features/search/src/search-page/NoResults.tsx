import { useTrans } from '@tonearm/shell';

/** What a search that found nothing says, with a hint what to try instead. */
export function NoResults({ query }: { query: string }) {
  const { trans } = useTrans();
  return (
    <div className="flex flex-col items-center gap-2 py-12 text-center">
      <p className="font-semibold text-lg">{trans('No results for “:query”', { query })}</p>
      <p className="text-muted-foreground">{trans('Check the spelling, or try fewer or other words.')}</p>
    </div>
  );
}
