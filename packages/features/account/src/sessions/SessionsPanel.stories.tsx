import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountStoryFrame } from '../storybook/AccountStoryFrame';
import { accountStoryData, storySessions, storyUser } from '../storybook/account-story-data';
import { answers, passwordStatus, userMe } from '../storybook/story-handlers';
import { findToast, page, resetStoryPage } from '../storybook/story-support';
import { SessionsPanel } from './SessionsPanel';

const logoutRequest = fn();
let sessions = storySessions();

const sessionsServer = [
  userMe(storyUser()),
  // Logging out other sessions asks for the password even inside the confirmation window.
  passwordStatus(true),
  http.get('/api/v1/user-sessions', () => HttpResponse.json({ sessions })),
  http.post('/api/v1/user-sessions/logout-other', async ({ request }) => {
    const { password } = (await request.json()) as { password: string };
    logoutRequest(password);
    if (password !== 'secret') return answers.wrongPassword();
    sessions = sessions.filter((session) => session.is_current_device);
    return answers.ok('Logged out other sessions.');
  }),
];

const meta = {
  title: 'Account/Active sessions',
  component: AccountStoryFrame,
  parameters: { layout: 'fullscreen', msw: { handlers: sessionsServer } },
  args: { data: accountStoryData(), panel: <SessionsPanel /> },
  beforeEach: () => {
    resetStoryPage();
    logoutRequest.mockReset();
    sessions = storySessions();
  },
} satisfies Meta<typeof AccountStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const sessionItems = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('list', { name: 'Signed-in devices' })).getAllByRole(
    'listitem',
  );

export const Devices: Story = {
  play: async ({ canvasElement }) => {
    const [laptop, phone, tablet] = await sessionItems(canvasElement);
    if (!laptop || !phone || !tablet) throw new Error('Three sessions expected');
    await expect(laptop).toHaveTextContent('Desktop');
    await expect(laptop).toHaveTextContent('OS X - Chrome');
    await expect(laptop).toHaveTextContent('New York, US · 203.0.113.7');
    await expect(within(laptop).getByText('This device')).toBeVisible();
    await expect(laptop).toHaveTextContent('Last active a few seconds ago');
    await expect(phone).toHaveTextContent('Mobile');
    await expect(phone).toHaveTextContent('Vilnius, LT · 198.51.100.23');
    await expect(phone).toHaveTextContent('Last active 1 hour ago');
    await expect(within(phone).queryByText('This device')).toBeNull();
    await expect(tablet).toHaveTextContent('Tablet');
    await expect(tablet).toHaveTextContent('Android');
    await expect(tablet).toHaveTextContent('192.0.2.14');
    await expect(tablet).toHaveTextContent('Last active 3 days ago');
  },
};

export const ListScrollsPast400px: Story = {
  name: 'The list scrolls past 400 px',
  parameters: {
    msw: {
      handlers: [
        userMe(storyUser()),
        http.get('/api/v1/user-sessions', () =>
          HttpResponse.json({
            sessions: Array.from({ length: 12 }, (_, index) => ({
              ...storySessions()[1],
              id: 100 + index,
              ip_address: `198.51.100.${index}`,
            })),
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Signed-in devices' });
    await expect(list.getBoundingClientRect().height).toBe(400);
    await expect(list.scrollHeight).toBeGreaterThan(400);
    await expect(list).toHaveAttribute('tabindex', '0');
  },
};

export const LogsOutOtherSessions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await sessionItems(canvasElement)).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Log out other sessions' }));
    const prompt = await page(canvasElement).findByRole('dialog', { name: 'Log out other sessions' });
    const password = within(prompt).getByLabelText('Password');
    await userEvent.type(password, 'wrong');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Log out other sessions' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('The provided password was incorrect.'));

    await userEvent.clear(password);
    await userEvent.type(password, 'secret');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Log out other sessions' }));
    await expect(await findToast(canvasElement, 'Logged out other sessions.')).toBeVisible();
    await expect(logoutRequest.mock.calls).toEqual([['wrong'], ['secret']]);
    await waitFor(async () => expect(await sessionItems(canvasElement)).toHaveLength(1));
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [userMe(storyUser()), http.get('/api/v1/user-sessions', answers.pending)] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading sessions' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const CouldNotLoad: Story = {
  parameters: {
    msw: { handlers: [userMe(storyUser()), http.get('/api/v1/user-sessions', answers.serverError)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('There was an issue. Please try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
