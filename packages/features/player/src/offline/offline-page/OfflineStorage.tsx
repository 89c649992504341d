import { formatBytes } from '@tonearm/client/rules';
import { useTrans } from '@tonearm/shell';
import { Button, ProgressBar, Select, SelectItem, useLocale } from '@tonearm/ui';
import type { OfflineLibrary, OfflineSnapshot } from '../offline-library';
import { OFFLINE_BUDGET_CHOICES } from '../offline-policy';

export interface OfflineStorageProps {
  library: OfflineLibrary;
  snapshot: OfflineSnapshot;
}

/** The storage the kept tracks use against the listener's budget, the budget's choice and "Clear all". */
export function OfflineStorage({ library, snapshot }: OfflineStorageProps) {
  const { trans } = useTrans();
  const { locale } = useLocale();
  const bytes = (value: number) => formatBytes(value, locale);
  const choices: number[] = [...OFFLINE_BUDGET_CHOICES];
  if (!choices.includes(snapshot.budgetBytes)) choices.push(snapshot.budgetBytes);
  return (
    <section
      aria-labelledby="offline-storage-heading"
      className="flex flex-col gap-4 rounded-panel border p-4"
    >
      <h2 id="offline-storage-heading" className="font-semibold text-lg">
        {trans('Storage')}
      </h2>
      <ProgressBar
        label={trans('Used by offline music')}
        value={Math.min(snapshot.usedBytes, snapshot.budgetBytes)}
        maxValue={snapshot.budgetBytes}
        valueLabel={trans(':used of :budget', {
          used: bytes(snapshot.usedBytes),
          budget: bytes(snapshot.budgetBytes),
        })}
      />
      {snapshot.storage && (
        <p className="text-muted-foreground text-sm">
          {trans('This site stores :usage on this device in all; the browser allows it up to :quota.', {
            usage: bytes(snapshot.storage.usage),
            quota: bytes(snapshot.storage.quota),
          })}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <Select
          label={trans('Budget')}
          description={trans(
            'New tracks are kept only while they fit; the oldest recent plays make room first.',
          )}
          value={String(snapshot.budgetBytes)}
          onChange={(key) => library.setBudget(Number(key))}
          className="min-w-48"
        >
          {choices
            .sort((a, b) => a - b)
            .map((choice) => (
              <SelectItem key={choice} id={String(choice)}>
                {bytes(choice)}
              </SelectItem>
            ))}
        </Select>
        <Button
          variant="outline"
          isDisabled={snapshot.tracks.length === 0}
          onPress={() => void library.clear()}
        >
          {trans('Clear all')}
        </Button>
      </div>
    </section>
  );
}
