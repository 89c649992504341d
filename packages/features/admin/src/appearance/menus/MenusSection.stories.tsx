import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AppearancePayload } from '@tonearm/client/contract';
import { toast } from '@tonearm/ui';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mobileViewport } from '../../storybook/story-viewports';
import { findToast } from '../../users/storybook/find-toast';
import {
  AppearanceSectionStory,
  frameMessages,
  saveButton,
  savedInto,
  saveRefused,
  saveStatus,
  valuesAnswered,
  valuesWith,
} from '../storybook/appearance-section-story';
import { appearanceStoryValues } from '../storybook/appearance-story-values';

const values = appearanceStoryValues();
const saved: AppearancePayload[] = [];
const channelsFound = http.get('*/api/v1/admin/appearance/menu-links', () =>
  HttpResponse.json({ results: [{ label: 'Late night jazz', action: '/channel/late-night-jazz' }] }),
);

const meta = {
  title: 'Admin/Appearance/MenusSection',
  component: AppearanceSectionStory,
  args: { section: 'menus' },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [valuesAnswered(values), savedInto(saved, values), channelsFound] },
  },
  beforeEach: () => {
    toast.dismiss();
    saved.length = 0;
  },
} satisfies Meta<typeof AppearanceSectionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const openMenu = async (canvasElement: HTMLElement, name: string) =>
  userEvent.click(await within(canvasElement).findByRole('button', { name: new RegExp(`^${name}`) }));

const itemList = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Items' });

const order = (list: HTMLElement) =>
  within(list)
    .getAllByRole('row')
    .map((row) => row.getAttribute('data-key'));

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menus = await canvas.findByRole('list', { name: 'Menus' });
    await expect(
      within(menus)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['PrimaryPrimary', 'FooterFooter', 'Admin sidebarAdmin navigation']);
    await expect(saveButton(canvasElement)).toBeDisabled();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [valuesAnswered(valuesWith({ menus: [] })), savedInto(saved, values)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/The site has no menus yet/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create menu' }));
    await expect(canvas.getByRole('textbox', { name: 'Menu name' })).toHaveValue('New menu 1');
    await expect(canvas.getByText('This menu has no items yet.')).toBeVisible();
  },
};

export const EditingAnItemReachesTheFrame: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { received } = await frameMessages(canvasElement);
    await openMenu(canvasElement, 'Primary');
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Search' }));
    const label = canvas.getByRole('textbox', { name: 'Label' });
    await userEvent.clear(label);
    await userEvent.type(label, 'Find');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Listeners' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Only subscribers' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Open in a new window' }));
    await waitFor(() =>
      expect(
        received.filter((message) => (message as { type?: string }).type === 'setValues').at(-1),
      ).toMatchObject({
        type: 'setValues',
        values: {
          'settings.menus': expect.arrayContaining([
            expect.objectContaining({
              id: 'primary',
              items: expect.arrayContaining([
                expect.objectContaining({
                  id: 'search',
                  label: 'Find',
                  roles: [2],
                  subscriptionStatus: 'subscribed',
                  target: '_blank',
                }),
              ]),
            }),
          ]),
        },
      }),
    );
    await expect(saveStatus(canvasElement)).toHaveTextContent('Unsaved changes');
  },
};

export const LinksToAChannelAndSaves: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await openMenu(canvasElement, 'Footer');
    await userEvent.click(canvas.getByRole('button', { name: 'Add item' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Channel' }));
    await userEvent.type(canvas.getByRole('combobox', { name: 'Channel' }), 'jazz');
    await userEvent.click(await body.findByRole('option', { name: /Late night jazz/ }));
    await expect(canvas.getByRole('textbox', { name: 'Label' })).toHaveValue('Late night jazz');
    await userEvent.click(saveButton(canvasElement));
    await expect(await findToast(canvasElement, 'Changes saved')).toBeVisible();
    const footer = saved[0]?.changes.menus?.find((menu) => menu.id === 'footer');
    await expect(footer?.items.at(-1)).toMatchObject({
      label: 'Late night jazz',
      type: 'channel',
      action: '/channel/late-night-jazz',
    });
  },
};

export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openMenu(canvasElement, 'Primary');
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Lyrics' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Outside address' }));
    const address = canvas.getByRole('textbox', { name: 'Address' });
    await userEvent.clear(address);
    await userEvent.type(address, 'javascript:alert(1)');
    await expect(
      await canvas.findByText('Give an address starting with https://, http:// or mailto:.'),
    ).toBeVisible();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(saveButton(canvasElement)).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Primary' }));
    await expect(await canvas.findByText('Needs a fix before saving')).toBeVisible();
  },
};

export const RefusedByTheServer: Story = {
  parameters: {
    msw: {
      handlers: [
        valuesAnswered(values),
        saveRefused('There is no role with this id.', 'changes.menus.0.items.0.roles.0'),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openMenu(canvasElement, 'Primary');
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Discover' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Artists' }));
    await userEvent.click(saveButton(canvasElement));
    await waitFor(() =>
      expect(saveStatus(canvasElement)).toHaveTextContent('Saving failed. Your changes are kept: try again.'),
    );
    await expect(canvas.getByRole('checkbox', { name: 'Artists' })).toBeChecked();
  },
};

export const ReordersByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement, 'Primary');
    const list = await itemList(canvasElement);
    await expect(order(list)).toEqual(['discover', 'search', 'lyrics']);
    // Keyboard focus, as an admin tabbing in: React Aria starts a keyboard drag only then.
    await userEvent.click(within(list).getAllByRole('row')[2] as HTMLElement);
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(list).getByRole('button', { name: 'Move Lyrics' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // React Aria offers each place between rows as a drop target named for it.
    const target = await within(list).findByRole('button', { name: /Insert before Discover/ });
    for (let step = 0; step < 6 && canvasElement.ownerDocument.activeElement !== target; step += 1) {
      await userEvent.keyboard('{ArrowUp}');
    }
    await expect(target).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(order(list)).toEqual(['lyrics', 'discover', 'search']));
    await expect(saveStatus(canvasElement)).toHaveTextContent('Unsaved changes');
  },
};

export const DeletesAMenuAfterAsking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await openMenu(canvasElement, 'Footer');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete menu' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete “Footer”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const menus = await canvas.findByRole('list', { name: 'Menus' });
    await expect(within(menus).queryByRole('button', { name: /^Footer/ })).not.toBeInTheDocument();
    await expect(saveButton(canvasElement)).toBeEnabled();
  },
};

export const KeepsTheAdminNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openMenu(canvasElement, 'Admin sidebar');
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Admin navigation/ }));
    await expect(
      await canvas.findByText(
        'Keep a menu at the admin navigation: without one the admin area shows no links.',
      ),
    ).toBeVisible();
    await expect(saveButton(canvasElement)).toBeDisabled();
  },
};

export const Mobile: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement, 'Primary');
    await expect(await itemList(canvasElement)).toBeVisible();
    await expect(within(canvasElement).getByRole('textbox', { name: 'Menu name' })).toBeVisible();
    await expect(saveButton(canvasElement)).toBeVisible();
  },
};
