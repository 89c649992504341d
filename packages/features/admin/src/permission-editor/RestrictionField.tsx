import type { RestrictionDefinition } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { Switch, TextField } from '@tonearm/ui';
import { useEffect, useState } from 'react';
import { parseLimit } from './permission-editor-state';
import { restrictionTitle } from './permission-titles';

export interface RestrictionFieldProps {
  definition: RestrictionDefinition;
  /** A limit (`null` is unlimited) or, for a yes/no restriction, `1` or `0`. */
  value: number | null;
  onChange: (value: number | null) => void;
  isDisabled?: boolean;
}

const limitText = (value: number | null) => (value === null ? '' : String(value));

/** One restriction of a granted permission: a yes/no switch, or a limit where empty means unlimited. */
export function RestrictionField({ definition, value, onChange, isDisabled }: RestrictionFieldProps) {
  const { trans } = useTrans();
  const title = restrictionTitle(trans, definition.name);
  // The typed text stays while it is not a whole number, so a typo can be corrected rather than lost.
  const [text, setText] = useState(() => limitText(value));
  useEffect(() => {
    setText((current) => {
      const typed = parseLimit(current);
      return typed.valid && typed.value === value ? current : limitText(value);
    });
  }, [value]);

  if (definition.type === 'boolean') {
    return (
      <Switch
        size="sm"
        isSelected={value === 1}
        onChange={(selected) => onChange(selected ? 1 : 0)}
        isDisabled={isDisabled}
        description={trans(definition.description)}
      >
        {title}
      </Switch>
    );
  }
  const parsed = parseLimit(text);
  return (
    <TextField
      label={title}
      description={trans(definition.description)}
      inputMode="numeric"
      placeholder={trans('Unlimited')}
      value={text}
      isDisabled={isDisabled}
      isInvalid={!parsed.valid}
      errorMessage={trans('Enter a whole number, or leave it empty for unlimited.')}
      onChange={(next) => {
        setText(next);
        const limit = parseLimit(next);
        if (limit.valid) onChange(limit.value);
      }}
      className="max-w-60"
    />
  );
}
