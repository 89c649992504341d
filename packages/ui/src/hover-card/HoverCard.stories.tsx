import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HoverCard, HoverCardContent, HoverCardTrigger } from './HoverCard';

function ArtistHoverCard() {
  return (
    <p className="p-8 text-sm">
      Played by{' '}
      <HoverCard>
        <HoverCardTrigger>
          <a href="#artist" className="font-medium text-primary underline">
            Nina Simone
          </a>
        </HoverCardTrigger>
        <HoverCardContent>
          <p className="font-semibold">Nina Simone</p>
          <p className="mt-1 text-muted-foreground">Singer, pianist. 42 albums.</p>
          <a href="#follow" className="mt-3 inline-block text-primary underline">
            Open artist page
          </a>
        </HoverCardContent>
      </HoverCard>{' '}
      on the record.
    </p>
  );
}

const meta = {
  title: 'Overlays/HoverCard',
  component: HoverCard,
  render: () => <ArtistHoverCard />,
  args: { children: null },
} satisfies Meta<typeof HoverCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OpensOnKeyboardFocusAndClosesOnEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('link', { name: 'Nina Simone' });

    await userEvent.tab();
    expect(trigger).toHaveFocus();
    const card = await canvas.findByText('Singer, pianist. 42 albums.');
    await waitFor(() => expect(trigger).toHaveAccessibleDescription(/Singer, pianist/));

    // The card follows its trigger, so its own link is the next stop.
    await userEvent.tab();
    expect(canvas.getByRole('link', { name: 'Open artist page' })).toHaveFocus();
    expect(card).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByText('Singer, pianist. 42 albums.')).not.toBeInTheDocument());
  },
};

export const StaysOpenWhileThePointerTravelsIntoTheCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('link', { name: 'Nina Simone' });

    await userEvent.hover(trigger);
    const card = await canvas.findByText('Singer, pianist. 42 albums.', {}, { timeout: 2000 });

    await userEvent.unhover(trigger);
    await userEvent.hover(card);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(card).toBeInTheDocument();

    await userEvent.unhover(card);
    await waitFor(() => expect(canvas.queryByText('Singer, pianist. 42 albums.')).not.toBeInTheDocument());
  },
};
