import type { Meta, StoryObj } from '@storybook/react-vite';
import { type Comment, commentPayloadSchema, commentSchema } from '@tonearm/client/contract';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toPlayerTrack } from '../player-tracks/to-player-track';
import { routes } from '../routes';
import { CatalogueStoryFrame } from '../storybook/CatalogueStoryFrame';
import { storyTrack } from '../storybook/catalogue-story-data';
import { storyPage, storyPublicUser } from '../storybook/library-story-data';
import { pageStateStories } from '../storybook/page-state-stories';
import { catalogueStoryData } from '../storybook/story-data';
import { createStoryPlayer } from '../storybook/story-player';
import { mobileViewport, page, resetStoryPage } from '../storybook/story-support';

const player = createStoryPlayer();
const track = storyTrack(0);
const nina = storyPublicUser(7, 'Nina Simone');
const ada = storyPublicUser(12, 'Ada Lovelace');
const libraryIds = () => HttpResponse.json({ tracks: [], albums: [], artists: [], playlists: [], users: [] });
const peaks = Array.from({ length: 300 }, (_, index) => 0.2 + 0.7 * Math.abs(Math.sin(index / 9)));

function storyComment(id: number, user: typeof nina, content: string, position: number): Comment {
  return commentSchema.parse({
    id,
    model_type: 'comment',
    content,
    position,
    parent_id: null,
    depth: 0,
    commentable_id: track.id,
    commentable_type: 'track',
    user,
    created_at: new Date(Date.now() - id * 3_600_000).toISOString(),
  });
}

const startingComments = () => [
  storyComment(1, ada, 'That synth line at the bridge!', 0.5),
  storyComment(2, nina, 'On repeat all week.', 0),
];
let comments: Comment[] = [];
const posted: unknown[] = [];
const deleted: number[] = [];

const TRACK = '/api/v1/tracks/100';
const trackHandler = http.get(TRACK, () => HttpResponse.json({ track }));
const commentHandlers = [
  http.get('/api/v1/tracks/100/wave', () =>
    HttpResponse.json({ waveData: peaks, comments: comments.filter((comment) => comment.position > 0) }),
  ),
  http.get('/api/v1/tracks/100/comments', () => HttpResponse.json(storyPage(comments))),
  http.post('/api/v1/comments', async ({ request }) => {
    const body = commentPayloadSchema.parse(await request.json());
    posted.push(body);
    const comment = storyComment(100 + posted.length, nina, body.content, body.position ?? 0);
    comments = [{ ...comment, created_at: new Date().toISOString() }, ...comments];
    return HttpResponse.json({ comment }, { status: 201 });
  }),
  // The client sends DELETE as POST with `_method` (doc 000 §7).
  http.post('/api/v1/comments/:id', ({ params, request }) => {
    if (new URL(request.url).searchParams.get('_method') !== 'DELETE') {
      return HttpResponse.json({ message: 'Not found' }, { status: 404 });
    }
    deleted.push(Number(params.id));
    comments = comments.filter((comment) => comment.id !== Number(params.id));
    return HttpResponse.json({ status: 'success' });
  }),
];

const pageHandlers = [trackHandler, ...commentHandlers, http.get('/api/v1/users/me/library', libraryIds)];

const meta = {
  title: 'Catalogue/Track page',
  component: CatalogueStoryFrame,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: pageHandlers },
  },
  args: {
    data: catalogueStoryData(),
    player: player.store,
    routes,
    initialPath: '/track/100/blue-hour',
  },
  beforeEach: () => {
    resetStoryPage();
    player.reset();
    comments = startingComments();
    posted.length = 0;
    deleted.length = 0;
  },
  render: (args) => <CatalogueStoryFrame {...args} player={player.store} />,
} satisfies Meta<typeof CatalogueStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const playThisTrack = () => {
  const playable = toPlayerTrack(track);
  if (playable) player.store.playQueue({ tracks: [playable], queueId: 'track.100' });
};

export const Content: Story = {
  name: 'The track, its waveform and its comments',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Blue Hour' })).toBeVisible();
    const seek = await canvas.findByRole('slider', { name: 'Seek' });
    await expect(seek).toHaveAttribute('aria-valuetext', '0:00 of 2:30');
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Comments (2)' })).toBeVisible();
    const first = canvas.getByRole('listitem', { name: 'Comment by Ada Lovelace' });
    await expect(within(first).getByText('at 1:15')).toBeVisible();
    await expect(within(first).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/user/12/ada-lovelace',
    );
    // Someone else's comment offers Report, the viewer's own Delete, in its "More options" menu.
    await userEvent.click(
      within(first).getByRole('button', { name: 'More options for the comment by Ada Lovelace' }),
    );
    const othersMenu = await page(canvasElement).findByRole('menu');
    await expect(within(othersMenu).getByRole('menuitem', { name: 'Report' })).toBeVisible();
    await expect(within(othersMenu).queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    const own = canvas.getByRole('listitem', { name: 'Comment by Nina Simone' });
    await expect(within(own).queryByText(/^at /)).toBeNull();
    await userEvent.click(
      within(own).getByRole('button', { name: 'More options for the comment by Nina Simone' }),
    );
    const ownMenu = await page(canvasElement).findByRole('menu');
    await expect(within(ownMenu).getByRole('menuitem', { name: 'Delete' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-slot="waveform-comment"]')).toHaveLength(1),
    );
  },
};

const menuOf = async (canvasElement: HTMLElement) => {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: 'More options for Blue Hour' }),
  );
  return within(await page(canvasElement).findByRole('menu'));
};

export const PlayerSettingsOn: Story = {
  name: 'Radio, lyrics, repost and, with downloads on, Download in the header and the menu',
  args: { data: catalogueStoryData({ settings: { player: { enable_download: true } } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Radio' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Lyrics' })).toHaveAttribute('href', '/lyrics?track=100');
    const menu = await menuOf(canvasElement);
    for (const entry of ['Repost', 'Download', 'Go to track radio', 'Lyrics']) {
      await expect(menu.getByRole('menuitem', { name: entry })).toBeVisible();
    }
    await userEvent.keyboard('{Escape}');
  },
};

export const PlayerSettingsOff: Story = {
  name: 'Player settings off: a plain seek line, no comments, no radio, lyrics, repost or download',
  args: {
    data: catalogueStoryData({
      settings: {
        player: {
          seekbar_type: 'line',
          track_comments: false,
          hide_radio: true,
          hide_lyrics: true,
          enable_repost: false,
        },
      },
    }),
  },
  parameters: { msw: { handlers: [trackHandler, http.get('/api/v1/users/me/library', libraryIds)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Blue Hour' })).toBeVisible();
    const seek = await canvas.findByRole('slider', { name: 'Seek' });
    await expect(seek).toHaveAttribute('aria-valuetext', '0:00 of 2:30');
    await expect(canvasElement.querySelector('[data-slot="track-seek-line"]')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-slot="waveform"]')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: /^Comments/ })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'Add a comment' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Radio' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Lyrics' })).toBeNull();
    const menu = await menuOf(canvasElement);
    await expect(menu.getByRole('menuitem', { name: 'Share' })).toBeVisible();
    for (const entry of ['Repost', 'Download', 'Go to track radio', 'Lyrics']) {
      await expect(menu.queryByRole('menuitem', { name: entry })).toBeNull();
    }
    await userEvent.keyboard('{Escape}');
    // The plain line seeks as the waveform does: it plays the track from the chosen point.
    await userEvent.click(seek);
    await userEvent.keyboard('{ArrowRight}');
    await expect(player.calls.playQueue).toHaveBeenCalledWith(
      expect.objectContaining({ queueId: 'track.100', tracks: [expect.objectContaining({ id: 100 })] }),
    );
  },
};

export const SeekStartsTrack: Story = {
  name: 'Seeking on the waveform plays the track from there',
  play: async ({ canvasElement }) => {
    const seek = await within(canvasElement).findByRole('slider', { name: 'Seek' });
    await userEvent.click(seek);
    await userEvent.keyboard('{ArrowRight}');
    await expect(player.calls.playQueue).toHaveBeenCalledWith(
      expect.objectContaining({ queueId: 'track.100', tracks: [expect.objectContaining({ id: 100 })] }),
    );
    await waitFor(() => expect(player.store.getState().positionMs).toBeGreaterThan(0));
    await expect(canvasElement.querySelector('[data-slot="waveform"]')).toHaveAttribute('data-progress');
    const before = player.store.getState().positionMs;
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(player.store.getState().positionMs).toBe(before + 1000));
    await expect(player.calls.playQueue).toHaveBeenCalledTimes(1);
  },
};

export const PostComment: Story = {
  name: 'Posting a comment at the playing position',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'Comments (2)' });
    playThisTrack();
    player.store.seek(75_000);
    await waitFor(() =>
      expect(canvas.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuetext', '1:15 of 2:30'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Comment' }));
    await expect(await canvas.findByText('The comment field is required.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Add a comment' }), 'Goosebumps here');
    await userEvent.click(canvas.getByRole('button', { name: 'Comment' }));
    await waitFor(() =>
      expect(posted).toEqual([
        { commentable_id: 100, commentable_type: 'track', content: 'Goosebumps here', position: 0.5 },
      ]),
    );
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Comments (3)' })).toBeVisible();
    await expect(canvas.getByText('Goosebumps here')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('');
  },
};

export const CommentRejected: Story = {
  name: "A comment the server refuses shows the server's message",
  parameters: {
    msw: {
      handlers: [
        http.post('/api/v1/comments', () =>
          HttpResponse.json(
            { message: 'Invalid', errors: { content: ['Comments cannot contain links.'] } },
            { status: 422 },
          ),
        ),
        ...pageHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Add a comment' }),
      'Buy now at example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Comment' }));
    await expect(await canvas.findByText('Comments cannot contain links.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Add a comment' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const DeleteOwnComment: Story = {
  name: "Deleting one's own comment after confirming",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const own = await canvas.findByRole('listitem', { name: 'Comment by Nina Simone' });
    await userEvent.click(
      within(own).getByRole('button', { name: 'More options for the comment by Nina Simone' }),
    );
    await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: 'Delete' }));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Delete comment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual([2]));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Comments (1)' })).toBeVisible();
    await expect(canvas.queryByRole('listitem', { name: 'Comment by Nina Simone' })).toBeNull();
  },
};

export const MoreComments: Story = {
  name: 'Older comments load page by page',
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/tracks/100/comments', ({ request }) => {
          const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
          const [newest, older] = startingComments();
          return HttpResponse.json(
            storyPage(page === 1 ? [newest] : [older], { page, lastPage: 2, total: 2 }),
          );
        }),
        ...pageHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('listitem', { name: 'Comment by Ada Lovelace' });
    await expect(canvas.queryByRole('listitem', { name: 'Comment by Nina Simone' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(await canvas.findByRole('listitem', { name: 'Comment by Nina Simone' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

export const Guest: Story = {
  name: 'A guest is asked to log in to comment',
  args: { data: catalogueStoryData({ signedIn: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Log in to comment' })).toHaveAttribute(
      'href',
      '/login',
    );
    await canvas.findByRole('listitem', { name: 'Comment by Nina Simone' });
    await expect(canvas.queryByRole('textbox', { name: 'Add a comment' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^More options for the comment/ })).toBeNull();
  },
};

export const NoComments: Story = {
  name: 'A track nobody commented on yet',
  beforeEach: () => {
    comments = [];
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Comments (0)' })).toBeVisible();
    await expect(canvas.getByText('No comments yet')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Add a comment' })).toBeVisible();
  },
};

export const Loading: Story = pageStateStories.loading(TRACK);
export const LoadFailed: Story = pageStateStories.loadFailed(TRACK, 'track');
export const NotFound: Story = pageStateStories.notFound(TRACK, 'track');

export const Mobile: Story = {
  name: 'At 375 px',
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Blue Hour' });
    await canvas.findByRole('slider', { name: 'Seek' });
    await canvas.findByRole('listitem', { name: 'Comment by Ada Lovelace' });
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
