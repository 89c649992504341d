import { useSyncExternalStore } from 'react';

/** Where the listener's choice to collapse the sidebar is kept between visits. */
export const SIDEBAR_STORAGE_KEY = 'tonearm.sidebar-collapsed';

/** The sidebar's element id, for the toggle's `aria-controls`. */
export const SIDEBAR_ID = 'app-sidebar';

type Listener = () => void;

/**
 * Whether the wide-screen sidebar is collapsed, kept in `storage` (none on the server or in a sandboxed frame),
 * as a plain class read through `useSyncExternalStore` so the navbar's toggle and the layout agree.
 */
export class SidebarState {
  private collapsed: boolean;
  private readonly listeners = new Set<Listener>();

  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null) {
    this.collapsed = storage?.getItem(SIDEBAR_STORAGE_KEY) === '1';
  }

  readonly subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly isCollapsed = () => this.collapsed;

  setCollapsed(collapsed: boolean): void {
    if (collapsed === this.collapsed) return;
    this.collapsed = collapsed;
    try {
      this.storage?.setItem(SIDEBAR_STORAGE_KEY, collapsed ? '1' : '0');
    } catch {
      // A full or refused storage only forgets the choice at the next visit.
    }
    for (const listener of this.listeners) listener();
  }
}

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

let pageState: SidebarState | null = null;

/** The page's one sidebar state, made on first use. */
export function pageSidebarState(): SidebarState {
  pageState ??= new SidebarState(browserStorage());
  return pageState;
}

/** Whether the sidebar is collapsed, and a function to change it. */
export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  const state = pageSidebarState();
  const collapsed = useSyncExternalStore(state.subscribe, state.isCollapsed, state.isCollapsed);
  return [collapsed, (next) => state.setCollapsed(next)];
}
