import { type Translate, useTrans } from '@tonearm/shell';
import { Select, SelectItem } from '@tonearm/ui';
import { CustomRangePicker } from './CustomRangePicker';
import { RANGE_PRESETS, type RangeChoice, type RangePreset, todayIn } from './report-range-presets';
import type { DashboardRange } from './use-dashboard-range';

/** What each preset is called in the picker, in the reader's language. */
const presetNames = (trans: Translate): Record<RangePreset | 'custom', string> => ({
  today: trans('Today'),
  yesterday: trans('Yesterday'),
  this_week: trans('This week'),
  last_7_days: trans('Last 7 days'),
  last_30_days: trans('Last 30 days'),
  this_month: trans('This month'),
  last_3_months: trans('Last 3 months'),
  last_12_months: trans('Last 12 months'),
  this_year: trans('This year'),
  custom: trans('Custom range'),
});

/** The dashboard's range: a preset list, and React Aria's date range picker for a custom range. */
export function DateRangeControl({ range }: { range: DashboardRange }) {
  const { trans } = useTrans();
  const [from, to] = range.days;
  const names = presetNames(trans);
  const options = [...RANGE_PRESETS, 'custom' as const].map((id) => ({ id, name: names[id] }));
  const choosePreset = (id: RangePreset | 'custom') => {
    const next: RangeChoice = id === 'custom' ? { preset: 'custom', from, to } : { preset: id };
    range.choose(next);
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="w-48">
        <Select
          label={trans('Date range')}
          items={options}
          value={range.choice.preset}
          onChange={(id) => choosePreset(id as RangePreset | 'custom')}
        >
          {(option) => <SelectItem>{option.name}</SelectItem>}
        </Select>
      </div>
      {range.choice.preset === 'custom' && (
        <CustomRangePicker
          value={{ start: from, end: to }}
          maxValue={todayIn(range.timezone)}
          onChange={(next) => range.choose({ preset: 'custom', from: next.start, to: next.end })}
        />
      )}
      <p className="pb-2 text-muted-foreground text-sm">
        {trans('Times in :timezone', { timezone: range.timezone })}
      </p>
    </div>
  );
}
