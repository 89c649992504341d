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
import { RAW_STYLES } from '../raw-styles';

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
      <RACButton className={RAW_STYLES.triggerButton}>Delete playlist</RACButton>
      <RACModalOverlay className={RAW_STYLES.modalOverlay}>
        <RACModal className={RAW_STYLES.modal}>
          <RACDialog className={RAW_STYLES.modalDialog}>
            <RACHeading slot="title" className={RAW_STYLES.dialogTitle}>
              Delete playlist?
            </RACHeading>
            <p>{TEXT}</p>
            <div className={RAW_STYLES.dialogFooter}>
              <RACButton slot="close" className={RAW_STYLES.triggerButton}>
                Cancel
              </RACButton>
            </div>
          </RACDialog>
        </RACModal>
      </RACModalOverlay>
    </RACDialogTrigger>
  );
}

export default { Ours, Raw } satisfies BenchCaseModule;
