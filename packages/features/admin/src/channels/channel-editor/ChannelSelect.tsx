import { Select, SelectItem } from '@tonearm/ui';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

export interface ChannelSelectProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  description?: string;
  /** Each option's value and label, in order. */
  options: Record<string, string>;
  isDisabled?: boolean;
}

/** A select of the channel form bound to one field, its options given as value → label. */
export function ChannelSelect<T extends FieldValues>({
  control,
  name,
  label,
  description,
  options,
  isDisabled,
}: ChannelSelectProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Select
      label={label}
      description={description}
      value={field.value}
      onChange={(key) => field.onChange(key)}
      onBlur={field.onBlur}
      isDisabled={isDisabled}
      isInvalid={fieldState.invalid}
      errorMessage={fieldState.error?.message}
    >
      {Object.entries(options).map(([value, text]) => (
        <SelectItem key={value} id={value}>
          {text}
        </SelectItem>
      ))}
    </Select>
  );
}
