import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { className: 'w-48' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};

/** A notification row while the list loads: the region is busy, the placeholders are silent. */
export const NotificationRow: Story = {
  render: () => (
    <section aria-label="Notifications" aria-busy="true" className="flex w-80 items-center gap-3">
      <Skeleton shape="circle" className="size-10" />
      <span className="flex flex-1 flex-col gap-2">
        <Skeleton />
        <Skeleton className="w-2/3" />
      </span>
    </section>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Notifications' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    for (const part of region.querySelectorAll('[data-slot="skeleton"]')) {
      await expect(part).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

export const CoverArt: Story = { args: { shape: 'rect', className: 'size-40' } };

export const Dark: Story = {
  render: NotificationRow.render,
  globals: { theme: 'dark' },
};
