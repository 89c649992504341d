import type { Meta, StoryObj } from '@storybook/react-vite';
import { BootstrapDataProvider, BootstrapStore } from '@tonearm/shell';
import { ToastRegion } from '@tonearm/ui';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PlayerStoreProvider } from '../../store/player-context';
import { PlayerStore } from '../../store/player-store';
import { playerStoryData } from '../../storybook/story-data';
import { storyTracks } from '../../storybook/story-tracks';
import { MemoryCaches } from '../memory-caches';
import { OfflineLibrary } from '../offline-library';
import type { OfflineReason } from '../offline-policy';
import { OfflinePage } from './OfflinePage';

const MB = 1024 * 1024;

interface OfflineStoryProps {
  /** The tracks kept before the page shows, with why and their size in MB. */
  kept: { reason: OfflineReason; mb: number }[];
  /** Whether the browser keeps caches at all. */
  supported: boolean;
  /** The player the page plays into; a fresh one when omitted. */
  store?: PlayerStore;
}

/** A library in memory, its tracks kept through its own calls, each download answered with `mb` of bytes. */
function storyLibrary(kept: OfflineStoryProps['kept']) {
  const sizes = new Map<string, number>();
  const tracks = storyTracks(kept.length);
  let clock = 0;
  const library = new OfflineLibrary({
    caches: new MemoryCaches(),
    fetch: async (url) =>
      new Response(new Uint8Array(sizes.get(url) ?? MB), { headers: { 'Content-Type': 'audio/wav' } }),
    origin: 'http://localhost',
    settings: null,
    estimate: async () => ({ usage: 412 * MB, quota: 20_000 * MB }),
    now: () => {
      clock += 1;
      return clock;
    },
  });
  const seeded = (async () => {
    for (const [index, track] of tracks.entries()) {
      // Story tones are data addresses; kept as the site's own streams, as the app's tracks are.
      const streamed = { ...track, src: `/api/v1/tracks/${track.id}/stream` };
      sizes.set(streamed.src, (kept[index]?.mb ?? 1) * MB);
      await library.keep(streamed, kept[index]?.reason ?? 'saved');
    }
  })();
  return { library, seeded };
}

function OfflineStory({ kept, supported, store }: OfflineStoryProps) {
  const [bootstrap] = useState(() => new BootstrapStore(playerStoryData()));
  const [playerStore] = useState(() => store ?? new PlayerStore());
  const [story] = useState(() => (supported ? storyLibrary(kept) : null));
  const [ready, setReady] = useState(!story);
  useEffect(() => {
    void story?.seeded.then(() => setReady(true));
  }, [story]);
  return (
    <BootstrapDataProvider store={bootstrap}>
      <PlayerStoreProvider store={playerStore}>
        <main>{ready && <OfflinePage library={story?.library ?? null} />}</main>
        <ToastRegion />
      </PlayerStoreProvider>
    </BootstrapDataProvider>
  );
}

const meta = {
  title: 'Player/Offline page',
  component: OfflineStory,
  parameters: { layout: 'fullscreen' },
  args: {
    supported: true,
    kept: [
      { reason: 'saved', mb: 38 },
      { reason: 'recent', mb: 24 },
      { reason: 'saved', mb: 51 },
    ],
  },
} satisfies Meta<typeof OfflineStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three tracks kept, the latest first: two marked, one played lately, with the storage they use. */
export const WithKeptTracks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'On this device' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('Wild Is the Wind'),
      expect.stringContaining('Feeling Good'),
      expect.stringContaining('Sinnerman'),
    ]);
    await expect(within(list).getByText('Recently played')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Used by offline music' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringContaining('113'),
    );
  },
};

/** Nothing kept yet: the page says how tracks get here. */
export const Empty: Story = {
  args: { kept: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Nothing kept offline yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear all' })).toBeDisabled();
  },
};

/** A browser without caches (an insecure address): the page says what it takes. */
export const Unsupported: Story = {
  args: { supported: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'This browser cannot keep music offline' }),
    ).toBeVisible();
  },
};

/** One track removed from the keyboard, then all of them with "Clear all". */
export const RemovesAndClears: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = await canvas.findByRole('button', { name: 'Remove Feeling Good from offline' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await expect(await canvas.findByRole('heading', { name: 'Nothing kept offline yet' })).toBeVisible();
  },
};

/** The budget is chosen from the keyboard and shows at once against what is used. */
export const ChoosesBudget: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const budget = await canvas.findByRole('button', { name: /Budget/ });
    budget.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await body.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: '512 MB' }));
    await waitFor(() =>
      expect(canvas.getByRole('progressbar', { name: 'Used by offline music' })).toHaveAttribute(
        'aria-valuetext',
        expect.stringContaining('512'),
      ),
    );
  },
};

const playingStore = new PlayerStore();

/** "Play" plays the kept tracks as one queue, from the row pressed. */
export const PlaysFromARow: Story = {
  args: { store: playingStore },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Play Feeling Good' }));
    await waitFor(() => expect(playingStore.getState().queue.cued?.track.name).toBe('Feeling Good'));
    await expect(playingStore.getState().queue.queueId).toBe('offline');
  },
};
