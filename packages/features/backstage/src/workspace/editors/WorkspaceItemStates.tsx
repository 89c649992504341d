import { EditorLoadError, EditorLoading } from '@tonearm/admin/catalogue-editors';
import { NotFoundPage } from '@tonearm/shell';
import type { ReactNode } from 'react';
import type { WorkspaceItem } from './use-workspace-item';

export interface WorkspaceItemStatesProps<Item> {
  state: Pick<WorkspaceItem<Item, never, unknown>, 'item' | 'isMissing' | 'error' | 'reload'>;
  /** The heading shown when the item could not be loaded ("The track could not be loaded"). */
  failedTitle: string;
  children: (item: Item) => ReactNode;
}

/** The not-found page for an item that is missing or someone else's, a retry when loading failed, then the item. */
export function WorkspaceItemStates<Item>({ state, failedTitle, children }: WorkspaceItemStatesProps<Item>) {
  if (state.isMissing) return <NotFoundPage />;
  if (state.error !== undefined && state.item === undefined) {
    return <EditorLoadError title={failedTitle} onRetry={state.reload} />;
  }
  if (state.item === undefined) return <EditorLoading />;
  return children(state.item);
}
