import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routes } from '../routes';
import { SearchStoryFrame } from '../storybook/SearchStoryFrame';
import { storySearchResponse } from '../storybook/search-story-data';
import {
  breakpointViewport,
  createStoryPlayer,
  desktopViewport,
  locationOf,
  mobileViewport,
  page,
  resetStoryPage,
} from '../storybook/story-support';
import { DeferredNavbarSearch } from './DeferredNavbarSearch';

const player = createStoryPlayer();
/** The queries the server was asked for, in order. */
const asked: string[] = [];

const answering = (count: number) =>
  http.get('/api/v1/search', ({ request }) => {
    const query = new URL(request.url).searchParams.get('query') ?? '';
    asked.push(query);
    return HttpResponse.json(storySearchResponse(query, count));
  });

const meta = {
  title: 'Search/Navbar search',
  component: SearchStoryFrame,
  parameters: { ...desktopViewport.parameters, layout: 'fullscreen', msw: { handlers: [answering(8)] } },
  globals: desktopViewport.globals,
  args: { player: player.store, header: <DeferredNavbarSearch />, routes, initialPath: '/' },
  render: (args) => <SearchStoryFrame {...args} player={player.store} />,
  beforeEach: () => {
    resetStoryPage();
    player.reset();
    asked.length = 0;
  },
} satisfies Meta<typeof SearchStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('combobox', { name: 'Search' });

export const GroupedResults: Story = {
  name: 'Typing shows results grouped by type once typing pauses',
  play: async ({ canvasElement }) => {
    await userEvent.click(await field(canvasElement));
    await userEvent.keyboard('nor');
    const listbox = await page(canvasElement).findByRole('listbox', { name: 'Search results' });
    await within(listbox).findByRole('option', { name: 'Nora Vale' });
    const groups = within(listbox).getAllByRole('group');
    await expect(groups).toHaveLength(5);
    await expect(groups.map((group) => group.querySelector('header')?.textContent ?? null)).toEqual([
      'Artists',
      'Albums',
      'Tracks',
      'Playlists',
      null,
    ]);
    await expect(within(groups[0] as HTMLElement).getAllByRole('option')).toHaveLength(3);
    await expect((groups[0] as HTMLElement).querySelectorAll('img')).toHaveLength(3);
    await expect(within(listbox).getByRole('option', { name: /Northbound Sessions/ })).toHaveAttribute(
      'href',
      '/album/9/nora-vale/northbound-sessions',
    );
    await expect(await within(listbox).findByRole('option', { name: 'Search for “nor”' })).toBeVisible();
    // The debounce itself is timed exactly by its unit test; here the settled query is what was asked for.
    await waitFor(() => expect(asked.at(-1)).toBe('nor'));
  },
};

export const ArrowsAndEnterOpenAnArtist: Story = {
  name: 'Arrow keys and Enter open the chosen artist, and the field empties',
  play: async ({ canvasElement }) => {
    await userEvent.click(await field(canvasElement));
    await userEvent.keyboard('nor');
    const listbox = await page(canvasElement).findByRole('listbox');
    await within(listbox).findByRole('option', { name: 'Nora Vale' });
    const input = await field(canvasElement);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      within(listbox).getByRole('option', { name: 'Nora Vale' }).id,
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(locationOf(canvasElement)).toBe('/artist/3/nora-vale'));
    await waitFor(() => expect(input).toHaveValue(''));
  },
};

export const EnterOnTheText: Story = {
  name: 'Enter on the text opens the search page for it',
  play: async ({ canvasElement }) => {
    await userEvent.click(await field(canvasElement));
    await userEvent.keyboard('  nora  vale {Enter}');
    await waitFor(() => expect(locationOf(canvasElement)).toBe('/search/nora vale'));
    // The search page has its own field; the navbar's would only compete with it.
    await expect(within(canvasElement).queryByRole('combobox', { name: 'Search' })).toBeNull();
    await expect(await within(canvasElement).findByRole('searchbox', { name: 'Search' })).toHaveValue(
      'nora vale',
    );
  },
};

export const EscapeClosesThenClears: Story = {
  name: 'Escape closes the list, a second Escape clears the text',
  play: async ({ canvasElement }) => {
    await userEvent.click(await field(canvasElement));
    await userEvent.keyboard('nor');
    await page(canvasElement).findByRole('listbox');
    const input = await field(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(input).toHaveValue('nor');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
  },
};

export const NoResults: Story = {
  name: 'A search that finds nothing says so and still offers the search page',
  parameters: { msw: { handlers: [answering(0)] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await field(canvasElement));
    await userEvent.keyboard('zzz');
    const listbox = await page(canvasElement).findByRole('listbox');
    await expect(await within(listbox).findByText('No results for “zzz”')).toBeVisible();
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
  },
};

export const Searching: Story = {
  name: 'While the answer is on its way',
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/search', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await field(canvasElement));
    await userEvent.keyboard('nor');
    const listbox = await page(canvasElement).findByRole('listbox');
    await expect(within(listbox).getByText('Searching…')).toBeVisible();
  },
};

export const MobileFullScreen: Story = {
  name: 'Small screens: a button opens a full-screen search',
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('combobox', { name: 'Search' })).toBeNull();
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Search' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Search' });
    const input = within(dialog).getByRole('searchbox', { name: 'Search' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('nor');
    const artists = await within(dialog).findByRole('region', { name: 'Artists' });
    const rect = dialog.getBoundingClientRect();
    await expect(Math.round(rect.width)).toBe(window.innerWidth);
    await userEvent.click(within(artists).getByRole('link', { name: 'Nora Vale' }));
    await waitFor(() => expect(locationOf(canvasElement)).toBe('/artist/3/nora-vale'));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const AtTheBreakpoint: Story = {
  name: 'At 768 px: only the search button, no field beside it',
  ...breakpointViewport,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Search' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('combobox', { name: 'Search' })).toBeNull();
  },
};

export const MobileEnterAndEscape: Story = {
  name: 'Small screens: Escape clears, then closes; Enter on the text opens the search page',
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Search' });
    await userEvent.click(button);
    let dialog = await page(canvasElement).findByRole('dialog', { name: 'Search' });
    await waitFor(() => expect(within(dialog).getByRole('searchbox')).toHaveFocus());
    await userEvent.keyboard('nor{Escape}');
    await expect(within(dialog).getByRole('searchbox')).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    dialog = await page(canvasElement).findByRole('dialog', { name: 'Search' });
    await waitFor(() => expect(within(dialog).getByRole('searchbox')).toHaveFocus());
    await userEvent.keyboard('nora{Enter}');
    await waitFor(() => expect(locationOf(canvasElement)).toBe('/search/nora'));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};
