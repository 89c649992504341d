import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button';
import { Tooltip, TooltipTrigger } from './Tooltip';

function ShuffleIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
      focusable="false"
    >
      <path d="M16 3h5v5M4 20 21 3M21 16v5h-5M15 15l6 6M4 4l5 5" />
    </svg>
  );
}

const meta = {
  title: 'Primitives/Tooltip',
  component: TooltipTrigger,
  args: { children: null },
  render: (args) => (
    <TooltipTrigger {...args}>
      <Button isIconOnly aria-label="Shuffle" variant="ghost">
        <ShuffleIcon />
      </Button>
      <Tooltip>Shuffle</Tooltip>
    </TooltipTrigger>
  ),
} satisfies Meta<typeof TooltipTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnKeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    // Keyboard focus shows the tooltip at once; the hover delay is for pointers only.
    await userEvent.tab();
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Shuffle');
    await expect(body.getByRole('button', { name: 'Shuffle' })).toHaveAccessibleDescription('Shuffle');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

export const OnHover: Story = {
  name: 'On hover (short delays for review)',
  args: { delay: 50, closeDelay: 50 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    // React Aria shows hover tooltips only to pointer users, so start as one.
    await userEvent.click(canvasElement);
    await userEvent.hover(body.getByRole('button', { name: 'Shuffle' }));
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Shuffle');

    await userEvent.unhover(body.getByRole('button', { name: 'Shuffle' }));
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await waitFor(() => expect(tooltip).toBeVisible());
  },
};

export const Dark: Story = {
  args: { defaultOpen: true },
  globals: { theme: 'dark' },
};
