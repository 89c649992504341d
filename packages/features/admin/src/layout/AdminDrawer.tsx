import { useTrans } from '@tonearm/shell';
import { Dialog, DialogCloseButton, Modal } from '@tonearm/ui';
import { AdminNav } from './AdminNav';
import type { AdminNav as AdminNavState } from './use-admin-nav';

export interface AdminDrawerProps {
  nav: AdminNavState;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The admin navigation as a drawer from the left on screens 768 px wide or less: a modal, so focus stays inside
 * and the page is hidden from assistive technology; Escape, a tap outside or the close button close it.
 * Styling hook: `[data-slot="admin-drawer"]`.
 */
export function AdminDrawer({ nav, isOpen, onOpenChange }: AdminDrawerProps) {
  const { trans } = useTrans();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      size="fullscreen"
      // The kit's full-screen modal is centred and full width; the drawer keeps to the left edge.
      className="mr-auto w-72! max-w-[85vw]! overflow-y-auto border-border border-r"
    >
      <Dialog aria-label={trans('Navigation')} padding="md" data-slot="admin-drawer" className="pt-14">
        <DialogCloseButton aria-label={trans('Close navigation')} />
        <AdminNav links={nav.links} currentId={nav.currentId} />
      </Dialog>
    </Modal>
  );
}
