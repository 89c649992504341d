import { useTrans } from '@tonearm/shell';
import { contrastWarnings, WCAG_AA_TEXT_CONTRAST } from './contrast';
import { themeColourLabels } from './theme-colour-labels';

export interface ContrastWarningsProps {
  /** The theme's CSS variables. */
  values: Readonly<Record<string, string>>;
}

/**
 * Names each text colour of the theme that falls under WCAG AA (4.5:1) on its surface, with its ratio. The region is
 * live, so a colour change that crosses the line is announced.
 */
export function ContrastWarnings({ values }: ContrastWarningsProps) {
  const { trans } = useTrans();
  const colourLabels = themeColourLabels(trans);
  const warnings = contrastWarnings(values);
  return (
    <div aria-live="polite">
      {warnings.length > 0 && (
        <div
          className="flex flex-col gap-1 rounded-ui border border-danger p-3 text-sm"
          data-slot="contrast-warnings"
        >
          <p className="font-medium">
            {trans('Some text is hard to read: it needs a contrast of at least :ratio:1.', {
              ratio: WCAG_AA_TEXT_CONTRAST,
            })}
          </p>
          <ul className="list-disc pl-5">
            {warnings.map((warning) => (
              <li key={`${warning.text} ${warning.surface}`}>
                {trans(':text on :surface: :ratio:1', {
                  text: colourLabels[warning.text],
                  surface: colourLabels[warning.surface].toLowerCase(),
                  ratio: warning.ratio.toFixed(2),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
