import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger, Link } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Dialog, DialogTitle } from '../dialog';
import { mobileViewport } from '../responsive/story-viewports';
import { HoverPopoverTrigger } from './HoverPopoverTrigger';
import { Popover } from './Popover';

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

function NotificationsPopover() {
  return (
    <DialogTrigger>
      <Button variant="outline">Notifications</Button>
      <Popover placement="bottom end" className="w-80">
        <Dialog padding="md">
          <DialogTitle>Notifications</DialogTitle>
          <p className="text-muted-foreground text-sm">
            Hang tight! Notifications will start showing up here soon.
          </p>
          <div className="flex justify-between gap-2">
            <Button variant="ghost" size="sm">
              Mark all as read
            </Button>
            <Button variant="link" size="sm">
              Settings
            </Button>
          </div>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

export const Anchored: Story = {
  args: { children: null },
  render: () => <NotificationsPopover />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Notifications' });
    await userEvent.click(trigger);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Notifications' });
    await expect(dialog.closest('[data-slot="popover"]')).toHaveAttribute('data-layout', 'anchored');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};

export const KeyboardOpensAndEscapeRestoresFocus: Story = {
  args: { children: null },
  render: () => <NotificationsPopover />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Notifications' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    // React Aria restores focus in the frame after the overlay unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const MobileBecomesModal: Story = {
  ...mobileViewport,
  args: { children: null },
  render: () => <NotificationsPopover />,
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(max-width: 768px)').matches).toBe(true);
    const trigger = within(canvasElement).getByRole('button', { name: 'Notifications' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Notifications' });
    await expect(dialog.closest('[data-slot="popover"]')).toHaveAttribute('data-layout', 'modal');
    await expect(trigger.closest('[inert], [aria-hidden="true"]')).not.toBeNull();

    // Focus is contained: tabbing past the last control wraps to the first.
    const first = within(dialog).getByRole('button', { name: 'Mark all as read' });
    const last = within(dialog).getByRole('button', { name: 'Settings' });
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.tab();
    await expect(last).toHaveFocus();
    await userEvent.tab();
    await expect(first).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    // React Aria restores focus in the frame after the overlay unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

function ArtistHoverCard() {
  return (
    <p className="text-sm">
      Album by{' '}
      <HoverPopoverTrigger>
        <Link href="#artist" className="font-semibold text-primary underline-offset-2 hover:underline">
          M83
        </Link>
        <Popover className="w-64 p-4">
          <p className="font-semibold">M83</p>
          <p className="text-muted-foreground text-sm">French electronic project, 2.1M monthly listeners.</p>
        </Popover>
      </HoverPopoverTrigger>
    </p>
  );
}

export const OpensOnHoverAndClosesAfterDelay: Story = {
  args: { children: null },
  render: () => <ArtistHoverCard />,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'M83' });
    await userEvent.hover(link);
    const card = await body(canvasElement).findByText('French electronic project, 2.1M monthly listeners.');
    const popover = card.closest('[data-slot="popover"]') as HTMLElement;

    // Crossing from the trigger into the popover keeps it open.
    await userEvent.unhover(link);
    await userEvent.hover(popover);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(card).toBeVisible();

    await userEvent.unhover(popover);
    // It lingers for the 150 ms delay, then closes.
    await expect(card).toBeVisible();
    await waitFor(() =>
      expect(
        body(canvasElement).queryByText('French electronic project, 2.1M monthly listeners.'),
      ).toBeNull(),
    );
  },
};

export const OpensOnKeyboardFocusAndClosesOnEscape: Story = {
  args: { children: null },
  render: () => <ArtistHoverCard />,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'M83' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await body(canvasElement).findByText('French electronic project, 2.1M monthly listeners.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(
        body(canvasElement).queryByText('French electronic project, 2.1M monthly listeners.'),
      ).toBeNull(),
    );
    await expect(link).toHaveFocus();
  },
};
