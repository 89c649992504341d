import { useTrans } from '@tonearm/shell';
import { AlertDialog } from '@tonearm/ui';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/** Whether a navigation from the editor to `pathname` leaves it (moving between its sections does not). */
export const leavesEditor = (pathname: string) => !/^\/admin\/appearance(\/|$)/.test(pathname);

export interface LeaveEditorDialogProps {
  /** Whether there are unsaved changes. */
  isDirty: boolean;
}

/**
 * Asks before leaving the editor with unsaved changes: in the app (the router's blocker) and when the tab closes
 * or reloads (the browser's own prompt).
 */
export function LeaveEditorDialog({ isDirty }: LeaveEditorDialogProps) {
  const { trans } = useTrans();
  const blocker = useBlocker(({ nextLocation }) => isDirty && leavesEditor(nextLocation.pathname));
  const leaving = useRef(false);

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  return (
    <AlertDialog
      isOpen={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        // Closing after Leave must not cancel the navigation Leave let through.
        if (!open && !leaving.current && blocker.state === 'blocked') blocker.reset();
        leaving.current = false;
      }}
      title={trans('Leave without saving?')}
      confirmLabel={trans('Leave')}
      cancelLabel={trans('Stay')}
      intent="danger"
      onConfirm={() => {
        leaving.current = true;
        blocker.proceed?.();
      }}
    >
      {trans('Your changes to the appearance are not saved. Visitors will not see them.')}
    </AlertDialog>
  );
}
