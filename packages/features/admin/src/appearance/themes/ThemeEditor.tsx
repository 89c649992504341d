import { THEME_FONT_KEY } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { AlertDialog, Button } from '@tonearm/ui';
import { useState } from 'react';
import type { DraftTheme, ThemeSettingsPatch } from '../appearance-draft';
import { ThemeColours } from './ThemeColours';
import { ThemeFontField } from './ThemeFontField';
import { ThemeRadiusFields } from './ThemeRadiusFields';
import { ThemeSettingsFields } from './ThemeSettingsFields';

export interface ThemeEditorProps {
  theme: DraftTheme;
  /** Whether it may be deleted: the site keeps at least one theme. */
  canDelete: boolean;
  onChange: (patch: ThemeSettingsPatch) => void;
  /** Sets one of the theme's values; `null` gives the site's default back. */
  onValueChange: (name: string, value: string | null) => void;
  onResetColours: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onBack: () => void;
}

/**
 * One theme: back to the list, its settings, Duplicate, Reset colours and Delete, then its font, corner radii and
 * colours.
 */
export function ThemeEditor({
  theme,
  canDelete,
  onChange,
  onValueChange,
  onResetColours,
  onDuplicate,
  onDelete,
  onBack,
}: ThemeEditorProps) {
  const { trans } = useTrans();
  const [confirmDelete, setConfirmDelete] = useState(false);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col items-start gap-1">
        <Button variant="link" size="sm" onPress={onBack}>
          {trans('All themes')}
        </Button>
        <h3 className="font-semibold text-base">{theme.name.trim() || trans('Untitled theme')}</h3>
      </div>
      <ThemeSettingsFields theme={theme} onChange={onChange} />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onPress={onDuplicate}>
          {trans('Duplicate')}
        </Button>
        <Button variant="outline" size="sm" onPress={onResetColours}>
          {trans('Reset colours')}
        </Button>
        <Button variant="outline" size="sm" isDisabled={!canDelete} onPress={() => setConfirmDelete(true)}>
          {trans('Delete')}
        </Button>
      </div>
      <ThemeFontField value={theme.values.font} onChange={(font) => onValueChange(THEME_FONT_KEY, font)} />
      <ThemeRadiusFields values={theme.values} onChange={onValueChange} />
      <ThemeColours theme={theme} onChange={onValueChange} />
      <AlertDialog
        isOpen={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={trans('Delete “:name”?', { name: theme.name })}
        confirmLabel={trans('Delete')}
        cancelLabel={trans('Cancel')}
        intent="danger"
        onConfirm={onDelete}
      >
        {trans('Visitors using it get the default theme once you save.')}
      </AlertDialog>
    </div>
  );
}
