import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args} className="w-96">
      <TabList aria-label="Library">
        <Tab id="playlists">Playlists</Tab>
        <Tab id="albums">Albums</Tab>
        <Tab id="artists">Artists</Tab>
      </TabList>
      <TabPanel id="playlists">Your playlists.</TabPanel>
      <TabPanel id="albums">Your albums.</TabPanel>
      <TabPanel id="artists">Your artists.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const playlists = canvas.getByRole('tab', { name: 'Playlists' });
    await expect(playlists).toHaveAttribute('aria-selected', 'true');

    await userEvent.tab();
    await expect(playlists).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const albums = canvas.getByRole('tab', { name: 'Albums' });
    await expect(albums).toHaveFocus();
    await expect(albums).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Your albums.');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('albums');

    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Artists' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(playlists).toHaveFocus();

    // Tab moves from the tab list into the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();

    await userEvent.click(canvas.getByRole('tab', { name: 'Artists' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Your artists.');
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical', defaultSelectedKey: 'albums' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Artists' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const DisabledTab: Story = {
  args: { disabledKeys: ['albums'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Artists' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Albums' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
