import type { BillingCycle } from '@tonearm/client/rules';
import { useTrans } from '@tonearm/shell';
import { Badge, Radio, RadioGroup } from '@tonearm/ui';

export interface BillingCycleSwitchProps {
  value: BillingCycle;
  onChange(cycle: BillingCycle): void;
  /** The annual saving badge's percentage; no badge when `null` (doc 001 §9). */
  savingPercent: number | null;
}

/** The yearly/monthly switch of /pricing (doc 001 §2), with the annual saving badge beside 'Yearly'. */
export function BillingCycleSwitch({ value, onChange, savingPercent }: BillingCycleSwitchProps) {
  const { trans } = useTrans();
  return (
    <RadioGroup
      label={trans('Billing cycle')}
      orientation="horizontal"
      value={value}
      onChange={(cycle) => onChange(cycle === 'monthly' ? 'monthly' : 'yearly')}
      className="items-center"
    >
      <Radio value="yearly">
        <span className="inline-flex flex-wrap items-center gap-2">
          {trans('Yearly')}
          {savingPercent !== null && (
            <Badge tone="positive" size="sm">
              {trans('Save up to :percent%', { percent: savingPercent })}
            </Badge>
          )}
        </span>
      </Radio>
      <Radio value="monthly">{trans('Monthly')}</Radio>
    </RadioGroup>
  );
}
