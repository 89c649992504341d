import {
  Button as RACButton,
  Dialog as RACDialog,
  DialogTrigger as RACDialogTrigger,
  Heading as RACHeading,
  Modal as RACModal,
  ModalOverlay as RACModalOverlay,
} from 'react-aria-components';
import { Button } from '../../../../packages/ui/src/button';
import { Dialog, DialogFooter, DialogTitle, DialogTrigger, Modal } from '../../../../packages/ui/src/dialog';
import type { BenchCaseModule } from '../bench-case';

const TEXT = 'The playlist and its 42 tracks will be removed from your library.';

function Ours() {
  return (
    <DialogTrigger>
      <Button variant="outline">Delete playlist</Button>
      <Modal>
        <Dialog>
          <DialogTitle>Delete playlist?</DialogTitle>
          <p>{TEXT}</p>
          <DialogFooter>
            <Button slot="close" variant="outline">
              Cancel
            </Button>
          </DialogFooter>
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

function Raw() {
  return (
    <RACDialogTrigger>
      <RACButton className="rounded border px-3 py-2">Delete playlist</RACButton>
      <RACModalOverlay className="fixed inset-0 flex items-center justify-center bg-black/40">
        <RACModal className="max-w-md rounded bg-white p-6 shadow">
          <RACDialog className="outline-none">
            <RACHeading slot="title" className="font-semibold text-lg">
              Delete playlist?
            </RACHeading>
            <p>{TEXT}</p>
            <RACButton slot="close" className="rounded border px-3 py-2">
              Cancel
            </RACButton>
          </RACDialog>
        </RACModal>
      </RACModalOverlay>
    </RACDialogTrigger>
  );
}

export default { Ours, Raw } satisfies BenchCaseModule;
