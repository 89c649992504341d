import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { AlertDialog } from './AlertDialog';
import { Dialog, DialogCloseButton, DialogFooter, DialogTitle } from './Dialog';
import { DialogTrigger } from './index';
import { Modal } from './Modal';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

function EditDetailsDialog({ size }: { size?: 'sm' | 'md' | 'lg' | 'fullscreen' }) {
  return (
    <DialogTrigger>
      <Button variant="outline">Edit details</Button>
      <Modal isDismissable {...(size ? { size } : {})}>
        <Dialog>
          <DialogTitle>Edit playlist details</DialogTitle>
          <DialogCloseButton />
          <p className="text-muted-foreground text-sm">Give your playlist a name and a description.</p>
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

export const ModalDialog: Story = {
  render: () => <EditDetailsDialog />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Edit details' });
    await userEvent.click(trigger);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Edit playlist details' });
    await expect(dialog.closest('[data-slot="modal"]')).toHaveAttribute('data-size', 'md');
    await expect(trigger.closest('[inert], [aria-hidden="true"]')).not.toBeNull();
  },
};

export const KeyboardContainsFocusAndEscapeRestoresIt: Story = {
  render: () => <EditDetailsDialog />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Edit details' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Edit playlist details' });
    await waitFor(() => expect(dialog).toHaveFocus());
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    // React Aria restores focus in the frame after the overlay unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButtonCloses: Story = {
  render: () => <EditDetailsDialog />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit details' }));
    const dialog = await body(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const Fullscreen: Story = {
  render: () => <EditDetailsDialog size="fullscreen" />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit details' }));
    const dialog = await body(canvasElement).findByRole('dialog');
    const modal = dialog.closest('[data-slot="modal"]') as HTMLElement;
    await expect(modal).toHaveAttribute('data-size', 'fullscreen');
    await expect(modal.getBoundingClientRect().width).toBe(window.innerWidth);
  },
};

type AlertStory = StoryObj<typeof AlertDialog>;

export const Confirmation: AlertStory = {
  args: { onConfirm: fn() },
  render: (args) => (
    <DialogTrigger>
      <Button variant="outline">Delete playlist</Button>
      <AlertDialog {...args} title="Delete playlist?" confirmLabel="Delete" intent="danger">
        'Road trip' will be deleted for everyone who follows it.
      </AlertDialog>
    </DialogTrigger>
  ),
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete playlist' });
    await userEvent.click(trigger);
    let dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete playlist?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();

    await userEvent.click(trigger);
    dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};

export const ConfirmationKeepsOpenWhileConfirming: AlertStory = {
  render: () => {
    let finish = () => {};
    return (
      <DialogTrigger>
        <Button variant="outline">Log out other sessions</Button>
        <AlertDialog
          title="Log out other sessions?"
          confirmLabel="Log out"
          onConfirm={() =>
            new Promise<void>((resolve) => {
              finish = resolve;
            })
          }
        >
          <p>You will stay signed in on this device.</p>
          <Button variant="link" size="sm" onPress={() => finish()}>
            Simulate the server answering
          </Button>
        </AlertDialog>
      </DialogTrigger>
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log out other sessions' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(body(canvasElement).getByRole('alertdialog')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simulate the server answering' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};

export const ConfirmationWithEscape: AlertStory = {
  args: { onConfirm: fn() },
  render: (args) => (
    <DialogTrigger>
      <Button variant="outline">Remove device</Button>
      <AlertDialog {...args} title="Remove this device?" confirmLabel="Remove">
        It will need to sign in again.
      </AlertDialog>
    </DialogTrigger>
  ),
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Remove device' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await body(canvasElement).findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    // React Aria restores focus in the frame after the overlay unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
