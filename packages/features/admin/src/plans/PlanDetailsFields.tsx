import { useTrans } from '@tonearm/shell';
import { FormSwitch, FormTextField } from '@tonearm/ui';
import type { Control } from 'react-hook-form';
import { MAX_PLAN_DESCRIPTION, MAX_PLAN_NAME, type PlanFormValues } from './plan-form';

export interface PlanDetailsFieldsProps {
  control: Control<PlanFormValues>;
}

/** Name, description, place on /pricing, and how /pricing shows the plan. */
export function PlanDetailsFields({ control }: PlanDetailsFieldsProps) {
  const { trans } = useTrans();
  return (
    <div className="flex max-w-2xl flex-col gap-5">
      <FormTextField<PlanFormValues>
        control={control}
        name="name"
        label={trans('Name')}
        isRequired
        maxLength={MAX_PLAN_NAME}
      />
      <FormTextField<PlanFormValues>
        control={control}
        name="description"
        label={trans('Description')}
        maxLength={MAX_PLAN_DESCRIPTION}
      />
      <FormTextField<PlanFormValues>
        control={control}
        name="position"
        label={trans('Position on the pricing page')}
        description={trans('Plans are shown from the lowest position to the highest.')}
        inputMode="numeric"
      />
      <FormSwitch<PlanFormValues>
        control={control}
        name="recommended"
        description={trans('Highlighted on the pricing page.')}
      >
        {trans('Recommended')}
      </FormSwitch>
      <FormSwitch<PlanFormValues>
        control={control}
        name="hidden"
        description={trans('Not shown on the pricing page; its subscribers keep it.')}
      >
        {trans('Hidden')}
      </FormSwitch>
      <FormSwitch<PlanFormValues>
        control={control}
        name="free"
        description={trans('A free plan has no prices: it describes what listeners get without paying.')}
      >
        {trans('Free')}
      </FormSwitch>
    </div>
  );
}
