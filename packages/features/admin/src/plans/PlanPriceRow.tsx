import { type Translate, useTrans } from '@tonearm/shell';
import { Button, FormTextField, Select, SelectItem } from '@tonearm/ui';
import { type Control, useController } from 'react-hook-form';
import { PLAN_PERIODS, type PlanFormValues, type PlanPeriod } from './plan-form';

export interface PlanPriceRowProps {
  control: Control<PlanFormValues>;
  index: number;
  /** Subscribers paying it now: above 0 its terms are read-only and it cannot be removed. */
  subscribers: number;
  onRemove: () => void;
}

const periodLabels = (trans: Translate): Record<PlanPeriod, string> => ({
  day: trans('Days'),
  week: trans('Weeks'),
  month: trans('Months'),
  year: trans('Years'),
});

/** One price: amount, currency and every how many days, weeks, months or years it is charged. */
export function PlanPriceRow({ control, index, subscribers, onRemove }: PlanPriceRowProps) {
  const { trans } = useTrans();
  const locked = subscribers > 0;
  const period = useController({ control, name: `prices.${index}.interval` });
  const title = trans('Price :number', { number: index + 1 });
  return (
    <fieldset className="flex flex-col gap-3 rounded-ui border border-border p-4">
      <legend className="px-1 font-medium text-sm">{title}</legend>
      {locked && (
        <p className="text-sm text-muted-foreground">
          {trans(
            '{count, plural, one {One subscriber pays this price, so its terms cannot change. Add a new price instead.} other {# subscribers pay this price, so its terms cannot change. Add a new price instead.}}',
            { count: subscribers },
          )}
        </p>
      )}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-4">
        <FormTextField<PlanFormValues>
          control={control}
          name={`prices.${index}.amount`}
          label={trans('Amount')}
          inputMode="decimal"
          isReadOnly={locked}
          isRequired
        />
        <FormTextField<PlanFormValues>
          control={control}
          name={`prices.${index}.currency`}
          label={trans('Currency')}
          maxLength={3}
          isReadOnly={locked}
          isRequired
        />
        <FormTextField<PlanFormValues>
          control={control}
          name={`prices.${index}.interval_count`}
          label={trans('Every')}
          inputMode="numeric"
          isReadOnly={locked}
          isRequired
        />
        <Select
          label={trans('Period')}
          value={period.field.value}
          onChange={(key) => period.field.onChange(key as PlanPeriod)}
          isDisabled={locked}
          isInvalid={period.fieldState.invalid}
          errorMessage={period.fieldState.error?.message}
        >
          {PLAN_PERIODS.map((option) => (
            <SelectItem key={option} id={option}>
              {periodLabels(trans)[option]}
            </SelectItem>
          ))}
        </Select>
      </div>
      {!locked && (
        <Button variant="outline" size="sm" className="self-start" onPress={onRemove}>
          {trans('Remove')}
          <span className="sr-only"> {title}</span>
        </Button>
      )}
    </fieldset>
  );
}
