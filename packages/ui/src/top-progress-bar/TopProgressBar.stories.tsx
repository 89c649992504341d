import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { TopProgressBar } from './TopProgressBar';

const meta = {
  title: 'Overlays/TopProgressBar',
  component: TopProgressBar,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TopProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="top-progress-bar"]');

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(bar(canvasElement)).not.toBeNull());
    const indicator = await within(canvasElement).findByRole('progressbar', { name: 'Loading page' });
    await expect(bar(canvasElement)).toHaveAttribute('data-phase', 'indicator');
    await expect(indicator).toBeVisible();
  },
};

export const Idle: Story = {
  args: { isLoading: false },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toBeNull();
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};

function NavigationDemo() {
  const [isLoading, setLoading] = useState(false);
  return (
    <div className="p-6">
      <Button onPress={() => setLoading((loading) => !loading)}>
        {isLoading ? 'Finish loading' : 'Navigate'}
      </Button>
      <TopProgressBar isLoading={isLoading} />
    </div>
  );
}

export const AppearsWhileNavigatingAndHidesWhenDone: Story = {
  args: { isLoading: false },
  render: () => <NavigationDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Navigate' }));
    // Nothing flashes at once: the bar waits for 50 ms of loading.
    await expect(bar(canvasElement)).toBeNull();
    await waitFor(() => expect(bar(canvasElement)).toHaveAttribute('data-phase', 'bar'));
    await canvas.findByRole('progressbar', { name: 'Loading page' });
    await userEvent.click(canvas.getByRole('button', { name: 'Finish loading' }));
    await expect(bar(canvasElement)).toBeNull();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};
