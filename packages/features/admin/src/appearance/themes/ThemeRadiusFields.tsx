import { THEME_PART_RADIUS_VARIABLES, type ThemePartRadiusVariable } from '@tonearm/client/contract';
import { type Translate, useTrans } from '@tonearm/shell';
import { defaultLightTheme, Select, SelectItem } from '@tonearm/ui';

/** The named corner radius steps, as CSS lengths, named in the reader's language; `0.5rem` is the kit's own look. */
const radiusSteps = (trans: Translate): ReadonlyArray<{ value: string; label: string }> => [
  { value: '0', label: trans('Square') },
  { value: '0.25rem', label: trans('Small') },
  { value: '0.375rem', label: trans('Medium') },
  { value: '0.5rem', label: trans('Large') },
  { value: '0.75rem', label: trans('Larger') },
  { value: '9999px', label: trans('Fully rounded') },
];

const partLabels = (trans: Translate): Record<ThemePartRadiusVariable, string> => ({
  '--ta-radius-button': trans('Corners of buttons'),
  '--ta-radius-input': trans('Corners of inputs'),
  '--ta-radius-panel': trans('Corners of panels and dialogs'),
});

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
  const named = radiusSteps(trans);
  const labels = partLabels(trans);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-medium text-sm">{trans('Corner radius')}</legend>
      {THEME_PART_RADIUS_VARIABLES.map((name) => {
        const value = values[name] ?? defaultLightTheme.values[name] ?? '0';
        const steps = named.some((step) => step.value === value)
          ? named
          : [...named, { value, label: value }];
        return (
          <Select
            key={name}
            label={labels[name]}
            items={steps.map((step) => ({ id: step.value, name: step.label }))}
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
