import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@tonearm/ui';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DeferredTopProgressBar } from './DeferredTopProgressBar';

/** A navigation that loads until it is ended, to drive the bar as the router's navigation state does. */
function NavigationDemo() {
  const [isLoading, setLoading] = useState(false);
  return (
    <div className="p-6">
      <Button onPress={() => setLoading((loading) => !loading)}>
        {isLoading ? 'End navigation' : 'Start navigation'}
      </Button>
      <DeferredTopProgressBar isLoading={isLoading} />
    </div>
  );
}

const meta = {
  title: 'Shell/Deferred top progress bar',
  component: NavigationDemo,
} satisfies Meta<typeof NavigationDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelector('[data-slot="top-progress-bar"]');

/** Nothing shows before a navigation; a long one shows the bar, then the announced loading indicator; the end hides both. */
export const ShowsWithTheFirstLongNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(bar(canvasElement)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Start navigation' }));
    await waitFor(() => expect(bar(canvasElement)).not.toBeNull(), { timeout: 5000 });
    await expect(
      await canvas.findByRole('progressbar', { name: 'Loading page' }, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'End navigation' }));
    await waitFor(() => expect(bar(canvasElement)).toBeNull());
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};
