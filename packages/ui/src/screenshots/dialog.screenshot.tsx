import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Button } from '../button';
import {
  AlertDialog,
  Dialog,
  DialogCloseButton,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
  Modal,
} from '../dialog';
import { TextField } from '../text-field';
import { cleanupState, renderState } from './render-state';

function EditDetailsDialog() {
  return (
    <DialogTrigger>
      <Button variant="outline">Edit details</Button>
      <Modal isDismissable>
        <Dialog>
          <DialogTitle>Edit playlist details</DialogTitle>
          <DialogCloseButton />
          <p className="text-muted-foreground text-sm">Give your playlist a name and a description.</p>
          <TextField label="Name" defaultValue="Late night drive" />
          <DialogFooter>
            <Button slot="close" variant="outline">
              Cancel
            </Button>
            <Button slot="close">Save</Button>
          </DialogFooter>
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

afterEach(cleanupState);

test('a modal dialog over its backdrop matches its baseline', async () => {
  renderState(<EditDetailsDialog />);
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  await expect.element(page.getByRole('dialog', { name: 'Edit playlist details' })).toBeVisible();
  await expect.element(document.body).toMatchScreenshot('dialog-open');
});

test('a destructive confirmation matches its baseline', async () => {
  renderState(
    <AlertDialog isOpen title="Delete playlist?" confirmLabel="Delete" intent="danger">
      The playlist and its 42 tracks will be removed from your library.
    </AlertDialog>,
  );
  await expect.element(page.getByRole('alertdialog', { name: 'Delete playlist?' })).toBeVisible();
  await expect.element(document.body).toMatchScreenshot('alert-dialog-danger');
});
