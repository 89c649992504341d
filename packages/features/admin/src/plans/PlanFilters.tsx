import type { ListFilter } from '@tonearm/client/rules';
import { useTrans } from '@tonearm/shell';
import { Select, SelectItem } from '@tonearm/ui';

export interface PlanFiltersProps {
  filters: readonly ListFilter[];
  onChange: (filters: ListFilter[]) => void;
}

const VISIBILITY: Record<string, ListFilter | null> = {
  any: null,
  listed: { key: 'hidden', operator: '=', value: false },
  hidden: { key: 'hidden', operator: '=', value: true },
};
const SUBSCRIBERS: Record<string, ListFilter | null> = {
  any: null,
  some: { key: 'subscribers', operator: '>', value: 0 },
  none: { key: 'subscribers', operator: '=', value: 0 },
};

const chosen = (options: Record<string, ListFilter | null>, filters: readonly ListFilter[]) =>
  Object.entries(options).find(([, filter]) =>
    filter === null
      ? !filters.some((candidate) => Object.values(options).some((option) => option?.key === candidate.key))
      : filters.some(
          (candidate) =>
            candidate.key === filter.key &&
            candidate.operator === filter.operator &&
            candidate.value === filter.value,
        ),
  )?.[0] ?? 'any';

/** Whether plans show on /pricing and whether anyone pays for them, kept in the list's address. */
export function PlanFilters({ filters, onChange }: PlanFiltersProps) {
  const { trans } = useTrans();
  const choose = (key: string, filter: ListFilter | null) => {
    const others = filters.filter((candidate) => candidate.key !== key);
    onChange(filter ? [...others, filter] : others);
  };
  return (
    <div className="grid max-w-2xl grid-cols-1 gap-3 sm:grid-cols-2">
      <Select
        label={trans('Pricing page')}
        value={chosen(VISIBILITY, filters)}
        onChange={(key) => choose('hidden', VISIBILITY[String(key)] ?? null)}
      >
        <SelectItem id="any">{trans('Listed or hidden')}</SelectItem>
        <SelectItem id="listed">{trans('Listed')}</SelectItem>
        <SelectItem id="hidden">{trans('Hidden')}</SelectItem>
      </Select>
      <Select
        label={trans('Subscribers')}
        value={chosen(SUBSCRIBERS, filters)}
        onChange={(key) => choose('subscribers', SUBSCRIBERS[String(key)] ?? null)}
      >
        <SelectItem id="any">{trans('With or without subscribers')}</SelectItem>
        <SelectItem id="some">{trans('With subscribers')}</SelectItem>
        <SelectItem id="none">{trans('Without subscribers')}</SelectItem>
      </Select>
    </div>
  );
}
