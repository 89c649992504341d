import { THEME_COLOR_VARIABLES, THEME_RADIUS_VARIABLE } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { defaultDarkTheme, defaultLightTheme, Radio, RadioGroup } from '@tonearm/ui';
import type { DraftTheme } from '../appearance-draft';
import { ContrastWarnings } from './ContrastWarnings';
import { ThemeColorField } from './ThemeColorField';
import { THEME_COLOUR_LABELS } from './theme-colour-labels';

/** The corner radius choices, as CSS lengths. */
const RADII = [
  { value: '0', label: 'Square' },
  { value: '0.25rem', label: 'Small' },
  { value: '0.375rem', label: 'Medium' },
  { value: '0.5rem', label: 'Large' },
  { value: '0.75rem', label: 'Larger' },
] as const;

export interface ThemeColoursProps {
  theme: DraftTheme;
  onChange: (name: string, value: string) => void;
}

/** A theme's colours, each with a picker, the contrast check, and the corner radius of buttons, inputs and panels. */
export function ThemeColours({ theme, onChange }: ThemeColoursProps) {
  const { trans } = useTrans();
  // A variable the theme does not set falls back to the kit's stylesheet default, which is what the site shows.
  const shown = { ...(theme.is_dark ? defaultDarkTheme : defaultLightTheme).values, ...theme.values };
  return (
    <div className="flex flex-col gap-4">
      <ContrastWarnings values={shown} />
      <section aria-labelledby="theme-colours" className="flex flex-col gap-1">
        <h4 id="theme-colours" className="font-medium text-sm">
          {trans('Colours')}
        </h4>
        <ul className="flex flex-col">
          {THEME_COLOR_VARIABLES.map((name) => (
            <li key={name}>
              <ThemeColorField
                label={trans(THEME_COLOUR_LABELS[name])}
                value={shown[name]}
                onChange={(value) => onChange(name, value)}
              />
            </li>
          ))}
        </ul>
      </section>
      <RadioGroup
        label={trans('Corner radius of buttons, inputs and panels')}
        value={shown[THEME_RADIUS_VARIABLE] ?? '0.5rem'}
        onChange={(value) => onChange(THEME_RADIUS_VARIABLE, value)}
      >
        {RADII.map((radius) => (
          <Radio key={radius.value} value={radius.value}>
            {trans(radius.label)}
          </Radio>
        ))}
      </RadioGroup>
    </div>
  );
}
