import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobileViewport } from '../responsive/story-viewports';
import { Select } from './Select';
import { SelectItem } from './SelectItem';
import { SelectSection } from './SelectSection';

const genres = [
  { id: 'ambient', name: 'Ambient' },
  { id: 'blues', name: 'Blues' },
  { id: 'electronic', name: 'Electronic' },
  { id: 'jazz', name: 'Jazz' },
  { id: 'pop', name: 'Pop' },
  { id: 'punk', name: 'Punk' },
  { id: 'rock', name: 'Rock' },
];

const meta = {
  title: 'Overlays/Select',
  component: Select<(typeof genres)[number]>,
  args: {
    label: 'Genre',
    placeholder: 'Choose a genre',
    items: genres,
    children: (genre: (typeof genres)[number]) => <SelectItem>{genre.name}</SelectItem>,
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-64">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select<(typeof genres)[number]>>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const trigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: /Genre/ });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(trigger(canvasElement)).toHaveTextContent('Choose a genre');
    await userEvent.click(trigger(canvasElement));
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(listbox.closest('[data-slot="popover"]')).toHaveAttribute('data-layout', 'anchored');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Jazz' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(trigger(canvasElement)).toHaveTextContent('Jazz');
    await expect(args.onChange).toHaveBeenCalledWith('jazz');
  },
};

export const KeyboardOpensMovesAndRestoresFocus: Story = {
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body(canvasElement).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Ambient' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(button).toHaveTextContent('Electronic');
    await expect(button).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await body(canvasElement).findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull());
    // React Aria restores focus in the frame after the overlay unmounts.
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveTextContent('Electronic');
  },
};

export const TypeAhead: Story = {
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    button.focus();
    // On the closed select, typing picks the option.
    await userEvent.keyboard('j');
    await expect(button).toHaveTextContent('Jazz');
    await userEvent.keyboard('{Enter}');
    const listbox = await body(canvasElement).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Jazz' })).toHaveFocus());
    // In the open list, typing moves focus; 'pu' is one search within 500 ms.
    await userEvent.keyboard('pu');
    await expect(within(listbox).getByRole('option', { name: 'Punk' })).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 600));
    await userEvent.keyboard('r');
    await expect(within(listbox).getByRole('option', { name: 'Rock' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
  },
};

export const WithDescription: Story = {
  args: { description: 'Used to recommend new releases.' },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAccessibleDescription('Used to recommend new releases.');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a genre to continue.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Choose a genre to continue.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="select"]')).toHaveAttribute('data-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toBeDisabled();
  },
};

export const Preselected: Story = {
  args: { defaultValue: 'rock' },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent('Rock');
  },
};

/** The chosen option sits in the middle of the button, its description and check left in the list. */
export const PreselectedWithDescriptions: Story = {
  args: {
    defaultValue: 'jazz',
    children: (genre: (typeof genres)[number]) => (
      <SelectItem description={`Everything ${genre.name.toLowerCase()}`}>{genre.name}</SelectItem>
    ),
  },
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    const value = button.querySelector('[data-slot="select-value"], .truncate') as HTMLElement;
    await expect(value).toHaveTextContent(/^Jazz$/);
    const box = button.getBoundingClientRect();
    const text = value.getBoundingClientRect();
    await expect(Math.abs(box.top + box.height / 2 - (text.top + text.height / 2))).toBeLessThanOrEqual(1);
  },
};

export const WithSections: Story = {
  args: { label: 'Sort by', items: undefined },
  render: (args) => (
    <Select label={args.label} placeholder="Choose an order">
      <SelectSection title="Date">
        <SelectItem id="newest">Newest first</SelectItem>
        <SelectItem id="oldest">Oldest first</SelectItem>
      </SelectSection>
      <SelectSection title="Name">
        <SelectItem id="a-z">A to Z</SelectItem>
        <SelectItem id="z-a" isDisabled>
          Z to A
        </SelectItem>
      </SelectSection>
    </Select>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Sort by/ }));
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(within(listbox).getAllByRole('group')).toHaveLength(2);
    await expect(within(listbox).getByRole('option', { name: 'Z to A' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const MobileOpensInTray: Story = {
  ...mobileViewport,
  play: async ({ canvasElement, args }) => {
    await expect(window.matchMedia('(max-width: 768px)').matches).toBe(true);
    const button = trigger(canvasElement);
    button.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await body(canvasElement).findByRole('listbox');
    const tray = listbox.closest('[data-slot="tray"]') as HTMLElement;
    await expect(tray).not.toBeNull();
    await expect(tray.getBoundingClientRect().width).toBe(window.innerWidth);
    // The tray sits on the bottom edge and the page behind it is inert.
    await expect(Math.round(tray.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    await expect(button.closest('[inert], [aria-hidden="true"]')).not.toBeNull();
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Ambient' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(args.onChange).toHaveBeenCalledWith('blues');
    await expect(button).toHaveFocus();
  },
};

export const MobileTrayClosesOnEscapeWithoutChoosing: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    await userEvent.click(button);
    await body(canvasElement).findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(button).toHaveTextContent('Choose a genre');
  },
};
