import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button';
import { Spinner } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  decorators: [
    (Story) => (
      <div className="text-primary">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    // It appears once the work has lasted 50 ms (the timings are unit-tested with fake timers).
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-4 text-primary">
      <Spinner size="sm" aria-label="Loading tracks" />
      <Spinner size="md" aria-label="Loading albums" />
      <Spinner size="lg" aria-label="Loading artists" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('progressbar')).toHaveLength(3));
  },
};

/** Work that ends after the spinner appeared (the 200 ms minimum is unit-tested with fake timers). */
export const ShortWork: Story = {
  render: function ShortWorkStory() {
    const [isLoading, setLoading] = useState(true);
    return (
      <div className="flex items-center gap-3">
        <Spinner isLoading={isLoading} aria-label="Loading notifications" />
        <Button variant="outline" onPress={() => setLoading(false)}>
          Finish loading
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('progressbar', { name: 'Loading notifications' });
    await userEvent.click(canvas.getByRole('button', { name: 'Finish loading' }));

    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
  },
};

export const Dark: Story = {
  args: { size: 'lg' },
  globals: { theme: 'dark' },
};
