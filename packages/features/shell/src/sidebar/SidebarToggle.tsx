import { Button } from '@tonearm/ui';
import { useEffect, useRef } from 'react';
import { useTrans } from '../i18n';
import { SIDEBAR_ID, useSidebarCollapsed } from './sidebar-state';

// The sidebar and its rail each draw their own toggle: the one that appears takes the focus of the one pressed.
let focusNextToggle = false;

/** The button that collapses the sidebar into a rail, or expands it again. */
export function SidebarToggle() {
  const { trans } = useTrans();
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusNextToggle) return;
    focusNextToggle = false;
    ref.current?.focus();
  }, []);
  return (
    <Button
      ref={ref}
      variant="ghost"
      size="md"
      isIconOnly
      aria-label={trans(collapsed ? 'Expand sidebar' : 'Collapse sidebar')}
      aria-expanded={!collapsed}
      {...(collapsed ? {} : { 'aria-controls': SIDEBAR_ID })}
      onPress={() => {
        focusNextToggle = true;
        setCollapsed(!collapsed);
      }}
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        aria-hidden="true"
        focusable="false"
      >
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <path d="M9 4v16" />
      </svg>
    </Button>
  );
}
