import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/Button';
import { Badge } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'New' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};

export const Tones: Story = {
  render: (args) => (
    <div className="flex items-center gap-2">
      <Badge {...args} tone="neutral">
        Draft
      </Badge>
      <Badge {...args} tone="primary">
        Pro
      </Badge>
      <Badge {...args} tone="positive">
        Save 20%
      </Badge>
      <Badge {...args} tone="danger">
        3
      </Badge>
      <Badge {...args} tone="outline">
        Beta
      </Badge>
    </div>
  ),
};

/** An unread count on a button: hidden words finish the sentence, so the name says what the number means. */
export const UnreadCount: Story = {
  render: () => (
    <Button variant="ghost">
      Notifications
      <Badge tone="danger">
        3<span className="sr-only"> unread</span>
      </Badge>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName('Notifications 3 unread');
  },
};

export const Dark: Story = {
  render: Tones.render,
  globals: { theme: 'dark' },
};
