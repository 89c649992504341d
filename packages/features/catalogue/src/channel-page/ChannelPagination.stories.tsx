import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ChannelPagination } from '@tonearm/client/contract';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routes } from '../routes';
import { CatalogueStoryFrame } from '../storybook/CatalogueStoryFrame';
import { storyAlbum } from '../storybook/catalogue-story-data';
import { catalogueStoryData } from '../storybook/story-data';
import { createStoryPlayer } from '../storybook/story-player';
import { resetStoryPage } from '../storybook/story-support';

const TOTAL = 30;
const PER_PAGE = 12;
const LAST_PAGE = Math.ceil(TOTAL / PER_PAGE);
const { tracks: _tracks, ...album } = storyAlbum();

/** `GET channel/coastal?page=`: 30 albums in pages of 12, as the server pages them, in the mode asked for. */
function coastalChannel(pagination: ChannelPagination, page: number) {
  const first = (page - 1) * PER_PAGE;
  const ids = Array.from(
    { length: Math.max(0, Math.min(PER_PAGE, TOTAL - first)) },
    (_, index) => first + index + 1,
  );
  return {
    channel: {
      id: 40,
      model_type: 'channel',
      name: 'Coastal',
      slug: 'coastal',
      description: null,
      config: {
        content_model: 'album',
        content_type: 'listAll',
        content_order: 'name:asc',
        layout: 'grid',
        nested_layout: null,
        restriction: null,
        hide_title: false,
        pagination,
      },
      updated_at: '2026-01-01T00:00:00.000000Z',
      restriction: null,
      content: {
        current_page: page,
        data: ids.map((id) => ({ ...album, id: 100 + id, name: `Album ${id}` })),
        from: ids.length ? first + 1 : null,
        to: ids.length ? first + ids.length : null,
        per_page: PER_PAGE,
        last_page: LAST_PAGE,
        total: TOTAL,
      },
    },
  };
}

const channelHandler = (pagination: ChannelPagination) =>
  http.get('/api/v1/channel/coastal', ({ request }) =>
    HttpResponse.json(coastalChannel(pagination, Number(new URL(request.url).searchParams.get('page') ?? 1))),
  );

const player = createStoryPlayer();
const meta = {
  title: 'Catalogue/Channel page/Pagination',
  component: CatalogueStoryFrame,
  parameters: { layout: 'fullscreen', msw: { handlers: [channelHandler('loadMore')] } },
  args: { data: catalogueStoryData(), player: player.store, routes, initialPath: '/channel/coastal' },
  beforeEach: () => {
    resetStoryPage();
    player.reset();
  },
  render: (args) => <CatalogueStoryFrame {...args} player={player.store} />,
} satisfies Meta<typeof CatalogueStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const albumsShown = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('list', { name: 'Coastal' })).getAllByRole('listitem');

export const LoadMore: Story = {
  name: 'Load more: a button adds the next page and says how many came',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await albumsShown(canvasElement)).toHaveLength(PER_PAGE);
    const button = await canvas.findByRole('button', { name: 'Load more' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(async () => expect(await albumsShown(canvasElement)).toHaveLength(2 * PER_PAGE));
    await expect(canvas.getByText('12 more items shown')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Album 24' })).toBeInTheDocument();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(async () => expect(await albumsShown(canvasElement)).toHaveLength(TOTAL));
    await expect(canvas.getByText('6 more items shown')).toBeInTheDocument();
    // The button goes with the last page; focus lands on the note that says so, not at the document's start.
    await expect(canvas.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByText('Everything is shown')).toHaveFocus());
  },
};

export const Infinite: Story = {
  name: 'Infinite: the next pages load as the end of the list comes into view',
  parameters: { msw: { handlers: [channelHandler('infinite')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Coastal' });
    // Each page that arrives still ends in view in this frame, so page after page comes with no press.
    await waitFor(async () => expect(await albumsShown(canvasElement)).toHaveLength(TOTAL), {
      timeout: 5000,
    });
    await expect(canvas.getByRole('link', { name: 'Album 30' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  },
};

export const InfiniteFallback: Story = {
  name: 'Infinite: a visible "Load more" button for the keyboard while pages remain',
  parameters: {
    msw: {
      handlers: [
        // The second page never comes, so the button the observer shares is seen at work.
        http.get('/api/v1/channel/coastal', async ({ request }) => {
          const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
          if (page > 1) await delay('infinite');
          return HttpResponse.json(coastalChannel('infinite', page));
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await albumsShown(canvasElement)).toHaveLength(PER_PAGE);
    const button = await canvas.findByRole('button', { name: /Load more/ });
    await expect(button).toBeVisible();
    await waitFor(() => expect(button).toHaveAttribute('data-pending', 'true'));
  },
};

export const Pages: Story = {
  name: 'Pages: numbered links in the address, ?page=2',
  parameters: { msw: { handlers: [channelHandler('pages')] } },
  args: { initialPath: '/channel/coastal?page=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () => expect(canvas.getByRole('link', { name: 'Album 13' })).toBeInTheDocument());
    await expect(await albumsShown(canvasElement)).toHaveLength(PER_PAGE);
    const pages = await canvas.findByRole('navigation', { name: 'Pages of Coastal' });
    await expect(within(pages).getByText('Page 2').parentElement).toHaveAttribute('aria-current', 'page');
    await expect(within(pages).queryByRole('link', { name: 'Page 2' })).not.toBeInTheDocument();
    await expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/channel/coastal',
    );
    await expect(canvas.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    within(pages).getByRole('link', { name: 'Next page' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Album 30' })).toBeInTheDocument());
    await expect(await albumsShown(canvasElement)).toHaveLength(TOTAL - 2 * PER_PAGE);
    // The page's own view, navigation included, is drawn afresh for each page.
    const lastPage = await canvas.findByRole('navigation', { name: 'Pages of Coastal' });
    await expect(lastPage.querySelector('[aria-current="page"]')).toHaveTextContent('Page 3');
    await expect(within(lastPage).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
