import { Skeleton } from '@tonearm/ui';

const CARDS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** The outline of search results while they load: a heading over a row of cards, twice. */
export function ResultsSkeleton({ label, sections = 2 }: { label: string; sections?: number }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-8 pt-4">
      {Array.from({ length: sections }, (_, section) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart.
        <div key={section} className="flex flex-col gap-3">
          <Skeleton className="h-6 w-40" />
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-[repeat(auto-fill,minmax(10rem,1fr))]">
            {CARDS.map((card) => (
              <div key={card} className="flex flex-col gap-2">
                <Skeleton className="aspect-square w-full" />
                <Skeleton className="h-4 w-3/4" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
