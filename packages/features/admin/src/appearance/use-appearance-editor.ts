import type { AppearancePayload, AppearanceValuesResponse } from '@tonearm/client/contract';
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  type AppearanceDraft,
  addTheme,
  changesBetween,
  draftFromValues,
  duplicateTheme,
  type ShippedColours,
} from './appearance-draft';

/** Where Save stands: `failed` until the next attempt. */
export type AppearanceSaveStatus = 'idle' | 'saving' | 'failed';

interface EditorState {
  /** What visitors get now. */
  saved: AppearanceDraft;
  draft: AppearanceDraft;
  shipped: ShippedColours;
  /** The roles and permissions a menu item's visibility can name. */
  menuOptions: AppearanceValuesResponse['menu_options'];
}

const fromValues = (values: AppearanceValuesResponse): EditorState => {
  const draft = draftFromValues(values);
  return { saved: draft, draft, shipped: values.defaults, menuOptions: values.menu_options };
};

/**
 * The appearance editor's state, apart from its rendering: the draft every edit changes (the preview shows it at
 * once), whether it differs from what visitors get, and Save, which sends only what changed in one call and then
 * takes the stored values as the new starting point. A failed save keeps the draft.
 */
export function useAppearanceEditor(
  initial: AppearanceValuesResponse,
  store: (payload: AppearancePayload) => Promise<AppearanceValuesResponse>,
) {
  const [state, setState] = useState(() => fromValues(initial));
  const [status, setStatus] = useState<AppearanceSaveStatus>('idle');
  const newThemes = useRef(0);
  const changes = useMemo(() => changesBetween(state.saved, state.draft), [state.saved, state.draft]);

  /** Applies one edit to the draft. */
  const edit = useCallback((change: (draft: AppearanceDraft) => AppearanceDraft) => {
    setState((current) => ({ ...current, draft: change(current.draft) }));
  }, []);

  const nextKey = useCallback(() => `new-${++newThemes.current}`, []);

  /** Adds a theme with the shipped light colours; answers its key. */
  const createTheme = useCallback(
    (name: string) => {
      const key = nextKey();
      setState((current) => ({ ...current, draft: addTheme(current.draft, key, name, current.shipped) }));
      return key;
    },
    [nextKey],
  );

  /** Adds a copy of a theme; answers its key. */
  const copyTheme = useCallback(
    (sourceKey: string, name: string) => {
      const key = nextKey();
      edit((draft) => duplicateTheme(draft, sourceKey, key, name));
      return key;
    },
    [edit, nextKey],
  );

  /** Stores the changes; answers the stored draft, or rejects with the request's error. */
  const save = useCallback(async (): Promise<AppearanceDraft> => {
    if (!changes) return state.draft;
    setStatus('saving');
    try {
      const next = fromValues(await store({ changes }));
      setState(next);
      setStatus('idle');
      return next.draft;
    } catch (error) {
      setStatus('failed');
      throw error;
    }
  }, [changes, state.draft, store]);

  return {
    draft: state.draft,
    shipped: state.shipped,
    menuOptions: state.menuOptions,
    isDirty: changes !== null,
    status,
    edit,
    createTheme,
    copyTheme,
    save,
  };
}

export type AppearanceEditorModel = ReturnType<typeof useAppearanceEditor>;
