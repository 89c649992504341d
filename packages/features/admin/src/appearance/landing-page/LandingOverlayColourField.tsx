import { useTrans } from '@tonearm/shell';
import { Button } from '@tonearm/ui';
import { ThemeColorField } from '../themes/ThemeColorField';
import { hexToTriplet, tripletToHex } from './landing-lists';

export interface LandingOverlayColourFieldProps {
  label: string;
  /** `#RRGGBB`, or `null` for none. */
  value: string | null;
  onChange: (hex: string | null) => void;
}

/** One overlay colour of the landing page's header: picked like a theme colour, or none. */
export function LandingOverlayColourField({ label, value, onChange }: LandingOverlayColourFieldProps) {
  const { trans } = useTrans();
  return (
    <div className="flex items-center gap-2">
      <div className="flex-1">
        {value ? (
          <ThemeColorField
            label={label}
            value={hexToTriplet(value)}
            onChange={(triplet) => onChange(tripletToHex(triplet))}
          />
        ) : (
          <span className="text-sm">{trans(':name: none', { name: label })}</span>
        )}
      </div>
      {value ? (
        <Button
          variant="ghost"
          size="sm"
          onPress={() => onChange(null)}
          aria-label={trans('Remove :name', { name: label })}
        >
          {trans('Remove')}
        </Button>
      ) : (
        <Button
          variant="outline"
          size="sm"
          onPress={() => onChange('#1E1B4B')}
          aria-label={trans('Add :name', { name: label })}
        >
          {trans('Add')}
        </Button>
      )}
    </div>
  );
}
