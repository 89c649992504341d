import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MENU_EMPTY_MESSAGE } from '../menu/menu.variants';
import { mobileViewport } from '../responsive/story-viewports';
import { SelectItem } from '../select/SelectItem';
import { ComboBox } from './ComboBox';

const countries = [
  { id: 'de', name: 'Germany' },
  { id: 'fr', name: 'France' },
  { id: 'gb', name: 'United Kingdom' },
  { id: 'lt', name: 'Lithuania' },
  { id: 'us', name: 'United States' },
];
type Country = (typeof countries)[number];

const meta = {
  title: 'Overlays/ComboBox',
  component: ComboBox<Country>,
  args: {
    label: 'Country',
    placeholder: 'Search countries',
    defaultItems: countries,
    children: (country: Country) => <SelectItem>{country.name}</SelectItem>,
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComboBox<Country>>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const FiltersAsYouType: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await userEvent.click(input);
    await userEvent.keyboard('uni');
    const listbox = await body(canvasElement).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    await userEvent.click(within(listbox).getByRole('option', { name: 'United Kingdom' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(input).toHaveValue('United Kingdom');
    await expect(args.onChange).toHaveBeenCalledWith('gb');
  },
};

export const KeyboardOpensMovesAndSelects: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(5);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      within(listbox).getByRole('option', { name: 'France' }).id,
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(input).toHaveValue('France');
    await expect(args.onChange).toHaveBeenCalledWith('fr');
    await expect(input).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await body(canvasElement).findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull());
    // React Aria restores focus in the frame after the overlay unmounts.
    await waitFor(() => expect(input).toHaveFocus());
  },
};

export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Country' }));
    await userEvent.keyboard('atlantis');
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(listbox).toHaveTextContent(MENU_EMPTY_MESSAGE);
  },
};

export const WithDescriptionAndError: Story = {
  args: {
    description: 'Used for your payment address.',
    isInvalid: true,
    errorMessage: 'Choose the country you live in.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveAccessibleDescription(/Used for your payment address\./);
    await expect(within(canvasElement).getByText('Choose the country you live in.')).toBeVisible();
  },
};

export const Preselected: Story = {
  args: { defaultValue: 'lt' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Country' })).toHaveValue('Lithuania');
  },
};

export const MobileOpensInTray: Story = {
  ...mobileViewport,
  play: async ({ canvasElement, args }) => {
    await expect(window.matchMedia('(max-width: 768px)').matches).toBe(true);
    const trigger = within(canvasElement).getByRole('button', { name: /Country/ });
    await expect(trigger).toHaveTextContent('Search countries');
    await userEvent.click(trigger);
    const tray = await body(canvasElement).findByRole('dialog', { name: 'Country' });
    await expect(tray).toHaveAttribute('data-slot', 'combo-box-tray');
    await expect(Math.round(tray.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    const input = within(tray).getByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(input).toHaveFocus());

    await userEvent.keyboard('fr');
    const listbox = within(tray).getByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await userEvent.click(within(listbox).getByRole('option', { name: 'France' }));
    await waitFor(() => expect(tray).not.toBeVisible());
    await expect(args.onChange).toHaveBeenCalledWith('fr');
    await expect(trigger).toHaveTextContent('France');
    await expect(trigger).toHaveFocus();
  },
};

export const MobileTrayClosesOnEscape: Story = {
  ...mobileViewport,
  args: { defaultValue: 'de' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Country/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const tray = await body(canvasElement).findByRole('dialog', { name: 'Country' });
    await waitFor(() => expect(within(tray).getByRole('combobox')).toHaveFocus());
    await userEvent.keyboard('xyz{Escape}');
    await waitFor(() => expect(tray).not.toBeVisible());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('Germany');
  },
};
