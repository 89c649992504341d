import { THEME_PART_RADIUS_VARIABLES, type ThemePartRadiusVariable } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { defaultLightTheme, Select, SelectItem } from '@tonearm/ui';

/** The named corner radius steps, as CSS lengths; `0.5rem` is the kit's own look. */
export const RADIUS_STEPS = [
  { value: '0', label: 'Square' },
  { value: '0.25rem', label: 'Small' },
  { value: '0.375rem', label: 'Medium' },
  { value: '0.5rem', label: 'Large' },
  { value: '0.75rem', label: 'Larger' },
  { value: '9999px', label: 'Fully rounded' },
] as const;

const PART_LABELS: Record<ThemePartRadiusVariable, string> = {
  '--ta-radius-button': 'Corners of buttons',
  '--ta-radius-input': 'Corners of inputs',
  '--ta-radius-panel': 'Corners of panels and dialogs',
};

export interface ThemeRadiusFieldsProps {
  /** The theme's values; a part it leaves alone shows the kit's default radius, as the site does. */
  values: Readonly<Partial<Record<string, string>>>;
  onChange: (name: ThemePartRadiusVariable, value: string) => void;
}

/**
 * The corner radius of buttons, inputs and panels, each from named steps. A stored length that is not a step
 * stays offered, so opening a theme never changes it.
 */
export function ThemeRadiusFields({ values, onChange }: ThemeRadiusFieldsProps) {
  const { trans } = useTrans();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-medium text-sm">{trans('Corner radius')}</legend>
      {THEME_PART_RADIUS_VARIABLES.map((name) => {
        const value = values[name] ?? defaultLightTheme.values[name] ?? '0';
        const steps: ReadonlyArray<{ value: string; label: string }> = RADIUS_STEPS.some(
          (step) => step.value === value,
        )
          ? RADIUS_STEPS
          : [...RADIUS_STEPS, { value, label: value }];
        return (
          <Select
            key={name}
            label={trans(PART_LABELS[name])}
            items={steps.map((step) => ({ id: step.value, name: trans(step.label) }))}
            selectedKey={value}
            onSelectionChange={(key) => {
              if (key !== null) onChange(name, String(key));
            }}
          >
            {(step) => (
              <SelectItem id={step.id} textValue={step.name}>
                {step.name}
              </SelectItem>
            )}
          </Select>
        );
      })}
    </fieldset>
  );
}
