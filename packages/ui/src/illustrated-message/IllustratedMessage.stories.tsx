import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ButtonLink } from '../button/ButtonLink';
import { IllustratedMessage } from './IllustratedMessage';

function DoorwayIllustration() {
  return (
    <svg viewBox="0 0 120 120" className="h-full text-primary" aria-hidden="true" focusable="false">
      <rect x="30" y="10" width="60" height="100" rx="4" fill="currentColor" opacity="0.15" />
      <rect x="40" y="20" width="40" height="90" rx="2" fill="currentColor" opacity="0.35" />
      <circle cx="72" cy="68" r="3" fill="currentColor" />
    </svg>
  );
}

const navigate = fn();

const meta = {
  title: 'Primitives/IllustratedMessage',
  component: IllustratedMessage,
  args: {
    image: <DoorwayIllustration />,
    title: "Looks like you've found the doorway to the great nothing",
    description: 'Sorry about that! Please visit our homepage to get where you need to go.',
    action: <ButtonLink href="/">Take me there!</ButtonLink>,
  },
  beforeEach: () => {
    navigate.mockClear();
  },
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <IllustratedMessage {...args} />
    </RouterProvider>
  ),
} satisfies Meta<typeof IllustratedMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        level: 2,
        name: "Looks like you've found the doorway to the great nothing",
      }),
    ).toBeVisible();

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Take me there!' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledOnce();
  },
};

export const EmptyNotifications: Story = {
  args: {
    size: 'sm',
    title: 'Hang tight! Notifications will start showing up here soon.',
    description: undefined,
    action: undefined,
  },
};

export const WithoutImage: Story = {
  args: {
    image: undefined,
    title: 'There was an issue loading this page',
    description: 'Please try again later',
  },
};

export const Large: Story = { args: { size: 'lg', headingLevel: 1 } };

export const Dark: Story = {
  globals: { theme: 'dark' },
};
