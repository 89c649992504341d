import type { Meta, StoryObj } from '@storybook/react-vite';
import { encodeListFilters } from '@tonearm/client/rules';
import { toast } from '@tonearm/ui';
import { expect, userEvent, within } from 'storybook/test';
import { failing, pending } from '../plans/storybook/plan-story-server';
import { ScreenStoryFrame } from '../storybook/ScreenStoryFrame';
import { LyricsListPage } from './LyricsListPage';
import { lyricsDeleted, lyricsListed } from './storybook/lyric-story-server';

/** The address each story opens. */
interface StoryArgs {
  initialPath: string;
}

const meta = {
  title: 'Admin/Lyrics/LyricsListPage',
  parameters: { layout: 'fullscreen', msw: { handlers: [lyricsListed(), lyricsDeleted] } },
  args: { initialPath: '/admin/lyrics' },
  render: ({ initialPath }) => (
    <ScreenStoryFrame screens={{ '/admin/lyrics': <LyricsListPage /> }} initialPath={initialPath} />
  ),
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const grid = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Lyrics' });
const rowOf = async (table: HTMLElement, name: RegExp) =>
  (await within(table).findByRole('rowheader', { name })).closest('[role="row"]') as HTMLElement;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    const harbour = await rowOf(table, /Harbour Lights/);
    await expect(harbour).toHaveTextContent('The Tidewater');
    await expect(harbour).toHaveTextContent('Low Tide');
    await expect(harbour).toHaveTextContent('Synced');
    await expect(await rowOf(table, /Paper Boats/)).toHaveTextContent('Plain');
    await expect(within(canvasElement).getByRole('link', { name: 'Add lyrics' })).toHaveAttribute(
      'href',
      '/admin/lyrics/new',
    );
  },
};

export const FilteredToPlain: Story = {
  args: {
    initialPath: `/admin/lyrics?filters=${encodeListFilters([{ key: 'synced', operator: '=', value: false }])}`,
  },
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await expect(await rowOf(table, /Paper Boats/)).toBeVisible();
    await expect(within(table).queryByRole('rowheader', { name: /Harbour Lights/ })).toBeNull();
  },
};

export const OpensTheEditorFromARow: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(await grid(canvasElement)).findByRole('rowheader', { name: /Paper Boats/ }),
    );
    await expect(await within(canvasElement).findByRole('status', { name: 'Location' })).toHaveTextContent(
      '/admin/lyrics/2/edit',
    );
  },
};

export const DeleteAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Actions for Harbour Lights' }),
    );
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Delete' }));
    const confirm = await body(canvasElement).findByRole('alertdialog', {
      name: 'Delete the lyrics of “Harbour Lights”?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(
      await body(canvasElement).findByText('Lyrics deleted', { selector: '[data-slot="toast-message"]' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [lyricsListed([])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No lyrics yet')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('*/api/v1/admin/lyrics')] } },
  play: async ({ canvasElement }) => {
    await expect(await grid(canvasElement)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('*/api/v1/admin/lyrics')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The lyrics could not be loaded')).toBeVisible();
  },
};
