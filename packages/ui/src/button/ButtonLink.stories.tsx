import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ButtonLink } from './ButtonLink';

// Links navigate through the app's router (React Aria's RouterProvider), as in the product; the story records it.
const navigate = fn();
const withRouter: Decorator = (Story) => (
  <RouterProvider navigate={navigate}>
    <Story />
  </RouterProvider>
);

const meta = {
  title: 'Primitives/ButtonLink',
  component: ButtonLink,
  args: { children: 'Take me there!', href: '/' },
  decorators: [withRouter],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Take me there!' });
    await expect(link).toHaveAttribute('href', '/');

    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledOnce();
    await expect(navigate.mock.calls[0]?.[0]).toBe('/');

    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledTimes(2);
  },
};

export const Outline: Story = {
  args: {
    variant: 'outline',
    size: 'sm',
    children: 'Notification settings',
    href: '/notifications/settings',
  },
};

export const IconOnly: Story = {
  args: {
    isIconOnly: true,
    'aria-label': 'Home',
    variant: 'ghost',
    children: (
      <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
        <path d="M12 3 2 12h3v8h6v-6h2v6h6v-8h3z" />
      </svg>
    ),
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Take me there!' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(navigate).not.toHaveBeenCalled();
  },
};
