import type { AdSlotName } from '@tonearm/client/rules';
import { useTrans } from '@tonearm/shell';
import { TextArea, useFormField } from '@tonearm/ui';
import type { Control } from 'react-hook-form';
import { type AdsFormValues, adSlotDescriptions } from './ads-form';

export interface AdSnippetFieldProps {
  control: Control<AdsFormValues>;
  slot: AdSlotName;
}

/** One slot's HTML snippet, labelled by where it shows and described by its size hint. */
export function AdSnippetField({ control, slot }: AdSnippetFieldProps) {
  const { trans } = useTrans();
  const { value, fieldProps } = useFormField<AdsFormValues>({ name: slot, control });
  const { label, hint } = adSlotDescriptions(trans)[slot];
  return (
    <TextArea
      {...fieldProps}
      value={typeof value === 'string' ? value : ''}
      label={label}
      description={`${hint} ${trans('Leave empty for no ad here.')}`}
      rows={4}
      font="code"
      spellCheck="false"
      data-ad-slot={slot}
    />
  );
}
