import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Dialog, DialogTitle, DialogTrigger } from '../dialog';
import { mobileViewport } from '../responsive/story-viewports';
import { Tray } from './Tray';

const meta = {
  title: 'Overlays/Tray',
  component: Tray,
  ...mobileViewport,
} satisfies Meta<typeof Tray>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

function TrackActions() {
  return (
    <DialogTrigger>
      <Button variant="outline">More actions</Button>
      <Tray>
        <Dialog padding="md">
          <DialogTitle>Midnight City</DialogTitle>
          <div className="flex flex-col gap-2">
            <Button variant="ghost" slot="close" className="justify-start!">
              Add to queue
            </Button>
            <Button variant="ghost" slot="close" className="justify-start!">
              Share
            </Button>
          </div>
        </Dialog>
      </Tray>
    </DialogTrigger>
  );
}

export const BottomSheet: Story = {
  args: { children: null },
  render: () => <TrackActions />,
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(max-width: 768px)').matches).toBe(true);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More actions' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Midnight City' });
    const tray = dialog.closest('[data-slot="tray"]') as HTMLElement;
    await expect(Math.round(tray.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    await expect(tray.getBoundingClientRect().width).toBe(window.innerWidth);
  },
};

export const KeyboardContainsFocusAndEscapeCloses: Story = {
  args: { children: null },
  render: () => <TrackActions />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'More actions' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Midnight City' });
    await waitFor(() => expect(dialog).toHaveFocus());
    const first = within(dialog).getByRole('button', { name: 'Add to queue' });
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await expect(trigger.closest('[inert], [aria-hidden="true"]')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    // React Aria restores focus in the frame after the overlay unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const TapOutsideCloses: Story = {
  args: { children: null },
  render: () => <TrackActions />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More actions' }));
    const dialog = await body(canvasElement).findByRole('dialog');
    const overlay = dialog.closest('[data-slot="tray-overlay"]') as HTMLElement;
    await userEvent.click(overlay);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};
