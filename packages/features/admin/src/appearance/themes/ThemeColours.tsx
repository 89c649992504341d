import { THEME_COLOR_VARIABLES } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { defaultDarkTheme, defaultLightTheme } from '@tonearm/ui';
import type { DraftTheme } from '../appearance-draft';
import { ContrastWarnings } from './ContrastWarnings';
import { ThemeColorField } from './ThemeColorField';
import { themeColourLabels } from './theme-colour-labels';

export interface ThemeColoursProps {
  theme: DraftTheme;
  onChange: (name: string, value: string) => void;
}

/** A theme's colours, each with a picker, and the contrast check. */
export function ThemeColours({ theme, onChange }: ThemeColoursProps) {
  const { trans } = useTrans();
  const colourLabels = themeColourLabels(trans);
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
                label={colourLabels[name]}
                value={shown[name]}
                onChange={(value) => onChange(name, value)}
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
