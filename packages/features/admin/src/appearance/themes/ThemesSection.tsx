import { useTrans } from '@tonearm/shell';
import { deleteTheme, resetThemeColours, setThemeValue, updateTheme } from '../appearance-draft';
import type { AppearanceEditorModel } from '../use-appearance-editor';
import { ThemeEditor } from './ThemeEditor';
import { ThemeList } from './ThemeList';

export interface ThemesSectionProps {
  editor: AppearanceEditorModel;
  /** The theme being edited, which the preview shows; `null` for the list. */
  openKey: string | null;
  onOpen: (key: string | null) => void;
}

/** The Themes section: the list of themes, or one theme's editor. */
export function ThemesSection({ editor, openKey, onOpen }: ThemesSectionProps) {
  const { trans } = useTrans();
  const { draft, edit, shipped } = editor;
  const theme = draft.themes.find((candidate) => candidate.key === openKey);
  if (!theme) {
    return (
      <ThemeList
        themes={draft.themes}
        onOpen={onOpen}
        onCreate={() => onOpen(editor.createTheme(trans('New theme')))}
      />
    );
  }
  const { key } = theme;
  return (
    <ThemeEditor
      theme={theme}
      canDelete={draft.themes.length > 1}
      onChange={(patch) => edit((current) => updateTheme(current, key, patch))}
      onValueChange={(name, value) => edit((current) => setThemeValue(current, key, name, value))}
      onResetColours={() => edit((current) => resetThemeColours(current, key, shipped))}
      onDuplicate={() => onOpen(editor.copyTheme(key, trans('Copy of :name', { name: theme.name })))}
      onDelete={() => {
        edit((current) => deleteTheme(current, key));
        onOpen(null);
      }}
      onBack={() => onOpen(null)}
    />
  );
}
