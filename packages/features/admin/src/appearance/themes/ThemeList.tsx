import { useTrans } from '@tonearm/shell';
import { Badge, Button } from '@tonearm/ui';
import type { DraftTheme } from '../appearance-draft';
import { parseRgbTriplet } from './contrast';

export interface ThemeListProps {
  themes: DraftTheme[];
  onOpen: (key: string) => void;
  onCreate: () => void;
}

/** Every theme, each opening its editor, with the roles it has, and New theme. */
export function ThemeList({ themes, onOpen, onCreate }: ThemeListProps) {
  const { trans } = useTrans();
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-1">
        {themes.map((theme) => (
          <li key={theme.key} className="flex items-center gap-2">
            <Button variant="ghost" onPress={() => onOpen(theme.key)} className="flex-1 justify-start gap-3">
              <span
                aria-hidden="true"
                className="size-5 shrink-0 rounded-full border border-border"
                style={{
                  backgroundColor: `rgb(${(parseRgbTriplet(theme.values['--ta-primary']) ?? [0, 0, 0]).join(' ')})`,
                }}
              />
              <span className="truncate">{theme.name.trim() || trans('Untitled theme')}</span>
            </Button>
            {theme.default_light && <Badge>{trans('Light default')}</Badge>}
            {theme.default_dark && <Badge>{trans('Dark default')}</Badge>}
          </li>
        ))}
      </ul>
      <Button variant="outline" onPress={onCreate} className="self-start">
        {trans('New theme')}
      </Button>
    </div>
  );
}
