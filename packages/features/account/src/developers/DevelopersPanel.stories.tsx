import type { Meta, StoryObj } from '@storybook/react-vite';
import type { User } from '@tonearm/client/contract';
import { HttpResponse, http } from 'msw';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { AccountStoryFrame } from '../storybook/AccountStoryFrame';
import { accountStoryData, storyUser } from '../storybook/account-story-data';
import { answers, overridden, userMe } from '../storybook/story-handlers';
import { findToast, page, resetStoryPage } from '../storybook/story-support';
import { DevelopersPanel } from './DevelopersPanel';

const PLAIN_TOKEN = '3|kQ9v2Zp7Lr4Xw8Nc1Ty6Bm0Hs5Jd3Fg';
const tokenRequest = fn();
let account: User = storyUser();

const server = [
  userMe(() => account),
  overridden('DELETE', '/api/v1/access-tokens/:id', ({ params }) => {
    tokenRequest('delete', Number(params.id));
    account = { ...account, tokens: account.tokens?.filter((token) => token.id !== Number(params.id)) };
    return answers.ok('Token deleted');
  }),
  http.post('/api/v1/access-tokens', async ({ request }) => {
    const { tokenName, abilities } = (await request.json()) as { tokenName: string; abilities: string[] };
    tokenRequest('create', tokenName, abilities);
    const token = { id: 3, name: tokenName, last_used_at: null, created_at: new Date().toISOString() };
    account = { ...account, tokens: [...(account.tokens ?? []), token] };
    return HttpResponse.json({ token, plainTextToken: PLAIN_TOKEN });
  }),
];

const meta = {
  title: 'Account/Developers',
  component: AccountStoryFrame,
  parameters: { layout: 'fullscreen', msw: { handlers: server } },
  args: { data: accountStoryData(), panel: <DevelopersPanel /> },
  beforeEach: () => {
    resetStoryPage();
    tokenRequest.mockReset();
    account = storyUser();
    // The story browser grants no clipboard; what matters is what the page asks to copy.
    spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
  },
} satisfies Meta<typeof AccountStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const tokenList = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'API tokens' });

export const Tokens: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [unused, used] = within(await tokenList(canvasElement)).getAllByRole('listitem');
    await expect(unused).toHaveTextContent('Home server');
    await expect(unused).toHaveTextContent('Last used: Never');
    await expect(used).toHaveTextContent('Playlist backup');
    await expect(used).not.toHaveTextContent('Never');
    const docs = canvas.getByRole('link', { name: 'API documentation (opens in a new tab)' });
    await expect(docs).toHaveAttribute('href', '/api-docs');
    await expect(docs).toHaveAttribute('target', '_blank');
  },
};

export const NoTokens: Story = {
  args: { data: accountStoryData({ user: { tokens: [] } }) },
  beforeEach: () => {
    account = storyUser({ tokens: [] });
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('You have no personal access tokens yet.'),
    ).toBeVisible();
  },
};

export const CreatesATokenShownOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create token' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Create new token' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Token name' }), 'Car stereo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    const shown = await within(dialog).findByRole('textbox', { name: 'Your new token' });
    await expect(shown).toHaveValue(PLAIN_TOKEN);
    await expect(await findToast(canvasElement, 'Token create')).toBeVisible();
    await expect(tokenRequest).toHaveBeenCalledWith('create', 'Car stereo', ['read']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy token' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(PLAIN_TOKEN);
    await expect(within(dialog).getByRole('button', { name: 'Copied!' })).toHaveTextContent('Copied!');
    // 'Copied!' lasts one second.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Copy token' })).toBeVisible(), {
      timeout: 2000,
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(within(await tokenList(canvasElement)).getAllByRole('listitem')).toHaveLength(3);
    // Reopening starts a new token: the secret is never shown again.
    await userEvent.click(canvas.getByRole('button', { name: 'Create token' }));
    const again = await page(canvasElement).findByRole('dialog', { name: 'Create new token' });
    await expect(within(again).queryByText(PLAIN_TOKEN)).toBeNull();
    await expect(within(again).getByRole('textbox', { name: 'Token name' })).toHaveValue('');
  },
};

export const ChoosesWhatTheTokenMayDo: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Create token' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Create new token' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Token name' }), 'Sync');
    const read = within(dialog).getByRole('checkbox', { name: /^Read/ });
    const write = within(dialog).getByRole('checkbox', { name: /^Write/ });
    await expect(read).toBeChecked();
    await expect(write).not.toBeChecked();
    await userEvent.click(read);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(await within(dialog).findByText('Choose at least one ability.')).toBeVisible();
    await expect(tokenRequest).not.toHaveBeenCalled();

    await userEvent.click(write);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await within(dialog).findByRole('textbox', { name: 'Your new token' });
    await expect(tokenRequest).toHaveBeenCalledWith('create', 'Sync', ['write']);
  },
};

export const NameIsRequired: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Create token' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Create new token' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Token name' }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(await within(dialog).findByText('The token name field is required.')).toBeVisible();
    await expect(tokenRequest).not.toHaveBeenCalled();
  },
};

export const DeletesAToken: Story = {
  play: async ({ canvasElement }) => {
    const list = await tokenList(canvasElement);
    await userEvent.click(within(list).getByRole('button', { name: 'Delete token Home server' }));
    const alert = await page(canvasElement).findByRole('alertdialog', { name: 'Delete token?' });
    await userEvent.click(within(alert).getByRole('button', { name: 'Delete' }));
    await expect(await findToast(canvasElement, 'Token deleted')).toBeVisible();
    await expect(tokenRequest).toHaveBeenCalledWith('delete', 1);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await expect(list).not.toHaveTextContent('Home server');
  },
};
