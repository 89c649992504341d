import { useTrans } from '@tonearm/shell';
import { Switch, TextField } from '@tonearm/ui';
import type { DraftTheme, ThemeSettingsPatch } from '../appearance-draft';

export interface ThemeSettingsFieldsProps {
  theme: DraftTheme;
  onChange: (patch: ThemeSettingsPatch) => void;
}

/** A theme's name, whether it is dark, and whether the light or dark choice of visitors picks it. */
export function ThemeSettingsFields({ theme, onChange }: ThemeSettingsFieldsProps) {
  const { trans } = useTrans();
  const nameMissing = theme.name.trim() === '';
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={trans('Name')}
        value={theme.name}
        onChange={(name) => onChange({ name })}
        isRequired
        isInvalid={nameMissing}
        errorMessage={trans('Give the theme a name.')}
      />
      <Switch isSelected={theme.is_dark} onChange={(is_dark) => onChange({ is_dark })}>
        {trans('Dark theme')}
      </Switch>
      <Switch
        isSelected={theme.default_light}
        onChange={(default_light) => onChange({ default_light })}
        description={trans('Visitors who choose light mode see this theme.')}
      >
        {trans('Default for light mode')}
      </Switch>
      <Switch
        isSelected={theme.default_dark}
        onChange={(default_dark) => onChange({ default_dark })}
        description={trans('Visitors who choose dark mode see this theme.')}
      >
        {trans('Default for dark mode')}
      </Switch>
    </div>
  );
}
