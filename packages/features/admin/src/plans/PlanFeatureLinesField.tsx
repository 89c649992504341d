import { useTrans } from '@tonearm/shell';
import { Button, FormTextField } from '@tonearm/ui';
import { type Control, useFieldArray } from 'react-hook-form';
import { MAX_FEATURE_LINE, type PlanFormValues } from './plan-form';

export interface PlanFeatureLinesFieldProps {
  control: Control<PlanFormValues>;
}

/** The lines the pricing page lists under the plan, each editable and removable, in order. */
export function PlanFeatureLinesField({ control }: PlanFeatureLinesFieldProps) {
  const { trans } = useTrans();
  const lines = useFieldArray({ control, name: 'feature_list' });
  return (
    <div className="flex max-w-2xl flex-col gap-3">
      {lines.fields.length === 0 && (
        <p className="text-sm text-muted-foreground">{trans('No feature lines yet.')}</p>
      )}
      <ol className="flex flex-col gap-3">
        {lines.fields.map((line, index) => (
          <li key={line.id} className="flex items-end gap-2">
            <FormTextField<PlanFormValues>
              control={control}
              name={`feature_list.${index}.text`}
              label={trans('Feature line :number', { number: index + 1 })}
              maxLength={MAX_FEATURE_LINE}
              className="flex-1"
            />
            <Button variant="outline" onPress={() => lines.remove(index)}>
              {trans('Remove')}
              <span className="sr-only"> {trans('Feature line :number', { number: index + 1 })}</span>
            </Button>
          </li>
        ))}
      </ol>
      <Button variant="outline" className="self-start" onPress={() => lines.append({ text: '' })}>
        {trans('Add a feature line')}
      </Button>
    </div>
  );
}
