import { useTrans } from '@tonearm/shell';
import { Button } from '@tonearm/ui';
import { type Control, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { PlanPriceRow } from './PlanPriceRow';
import { newPriceValue, type PlanFormValues } from './plan-form';

export interface PlanPricesFieldProps {
  control: Control<PlanFormValues>;
}

/** The ways to pay for the plan: a paid-for price is kept as it is, and replaced by adding a new one. */
export function PlanPricesField({ control }: PlanPricesFieldProps) {
  const { trans } = useTrans();
  const prices = useFieldArray({ control, name: 'prices', keyName: 'key' });
  const free = useWatch({ control, name: 'free' });
  const { errors } = useFormState({ control, name: 'prices' });
  const listError = errors.prices?.root?.message ?? errors.prices?.message;
  const refusal = listError && (
    <p role="alert" className="text-danger text-sm">
      {listError}
    </p>
  );
  if (free) {
    return (
      <div className="flex max-w-3xl flex-col gap-3">
        {refusal}
        <p className="text-muted-foreground text-sm">
          {trans('A free plan has no prices: saving it removes them.')}
        </p>
      </div>
    );
  }
  return (
    <div className="flex max-w-3xl flex-col gap-3">
      {refusal}
      {prices.fields.length === 0 && (
        <p className="text-sm text-muted-foreground">{trans('No prices yet.')}</p>
      )}
      {prices.fields.map((price, index) => (
        <PlanPriceRow
          key={price.key}
          control={control}
          index={index}
          subscribers={price.subscribers}
          onRemove={() => prices.remove(index)}
        />
      ))}
      <Button
        variant="outline"
        className="self-start"
        onPress={() => prices.append(newPriceValue(prices.fields[0]?.currency))}
      >
        {trans('Add a price')}
      </Button>
    </div>
  );
}
