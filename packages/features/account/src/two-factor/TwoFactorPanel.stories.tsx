import type { Meta, StoryObj } from '@storybook/react-vite';
import type { User } from '@tonearm/client/contract';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountStoryFrame } from '../storybook/AccountStoryFrame';
import { accountStoryData, storyUser } from '../storybook/account-story-data';
import {
  answers,
  confirmPasswordAcceptingSecret,
  overridden,
  passwordStatus,
  userMe,
} from '../storybook/story-handlers';
import { STORY_QR_CODE } from '../storybook/story-qr-code';
import { findToast, page, resetStoryPage } from '../storybook/story-support';
import { TwoFactorPanel } from './TwoFactorPanel';

const codes = (prefix: string) =>
  Array.from({ length: 8 }, (_, index) => `${prefix}${index}AbCdEfGh-IjKlMnOpQr`.slice(0, 21));

const disabled = storyUser();
const pending = storyUser({ two_factor_recovery_codes: codes('p') });
// As the server sends it: confirmed codes never come with the user.
const enabled = storyUser({
  two_factor_recovery_codes: null,
  two_factor_confirmed_at: '2026-03-01T10:00:00.000Z',
});
const withCodes = (list: string[]) => HttpResponse.json({ status: 'success', recovery_codes: list });

const serverCall = fn();
/** The account as the server holds it; the change handlers move it between states. */
let account: User = disabled;

function twoFactorServer({ confirmed = false }: { confirmed?: boolean } = {}) {
  const move =
    (call: string, next: User, answer = answers.ok) =>
    () => {
      serverCall(call);
      account = next;
      return answer();
    };
  return [
    userMe(() => account),
    passwordStatus(confirmed),
    confirmPasswordAcceptingSecret,
    http.get('/auth/user/two-factor/qr-code', () => HttpResponse.json(STORY_QR_CODE)),
    // The overridden DELETE is a POST to the same path, so it must be matched first.
    overridden('DELETE', '/auth/user/two-factor-authentication', move('disable', disabled)),
    http.post('/auth/user/two-factor-authentication', move('enable', pending)),
    http.post('/auth/user/two-factor-recovery-codes/show', async ({ request }) => {
      const { password } = (await request.json()) as { password?: string };
      serverCall('show');
      return password === 'secret' ? withCodes(codes('e')) : answers.wrongPassword();
    }),
    http.post(
      '/auth/user/two-factor-recovery-codes',
      move('regenerate', enabled, () => withCodes(codes('r'))),
    ),
    http.post('/auth/user/confirmed-two-factor-authentication', async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      if (code !== '123456') {
        return answers.fieldErrors({ code: ['The provided two factor authentication code was invalid.'] });
      }
      return move('confirm', enabled, () => withCodes(codes('c')))();
    }),
  ];
}

const meta = {
  title: 'Account/Two factor authentication',
  component: AccountStoryFrame,
  parameters: { layout: 'fullscreen', msw: { handlers: twoFactorServer() } },
  args: { data: accountStoryData(), panel: <TwoFactorPanel /> },
  beforeEach: () => {
    resetStoryPage();
    serverCall.mockReset();
    account = disabled;
  },
} satisfies Meta<typeof AccountStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const startAt = (user: User) => () => {
  account = user;
};

async function confirmPasswordInPrompt(
  canvasElement: HTMLElement,
  password: string,
  title = 'Confirm password',
  confirmLabel = title === 'Confirm password' ? 'Confirm' : title,
) {
  const prompt = await page(canvasElement).findByRole('dialog', { name: title });
  const field = within(prompt).getByLabelText('Password');
  await userEvent.clear(field);
  await userEvent.type(field, password);
  await userEvent.click(within(prompt).getByRole('button', { name: confirmLabel }));
  return prompt;
}

export const NotEnabled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'You have not enabled two factor authentication.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enable' })).toBeVisible();
  },
};

export const EnablingAsksForThePasswordThenShowsTheQrCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Enable' }));
    const prompt = await confirmPasswordInPrompt(canvasElement, 'wrong');
    await expect(await within(prompt).findByText('The provided password was incorrect.')).toBeVisible();
    await expect(serverCall).not.toHaveBeenCalled();

    await confirmPasswordInPrompt(canvasElement, 'secret');
    await expect(
      await canvas.findByRole('heading', { name: 'Finish enabling two factor authentication.' }),
    ).toBeVisible();
    await expect(serverCall).toHaveBeenCalledWith('enable');
    await expect(
      await canvas.findByRole('img', { name: 'QR code for your authenticator application' }),
    ).toBeVisible();
    await expect(canvas.getByText(STORY_QR_CODE.secret)).toBeVisible();
  },
};

export const CancellingThePasswordPromptChangesNothing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Enable' }));
    const prompt = await page(canvasElement).findByRole('dialog', { name: 'Confirm password' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(serverCall).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Enable' })).toBeVisible();
  },
};

export const PendingConfirmation: Story = {
  args: { data: accountStoryData({ user: pending }) },
  beforeEach: startAt(pending),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Finish enabling two factor authentication.' }),
    ).toBeVisible();
    const qrCode = await canvas.findByRole('img', { name: 'QR code for your authenticator application' });
    await expect(qrCode.querySelector('svg path')).not.toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Code' })).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
  },
};

export const ConfirmsWithACode: Story = {
  args: { data: accountStoryData({ user: pending }) },
  parameters: { msw: { handlers: twoFactorServer({ confirmed: true }) } },
  beforeEach: startAt(pending),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await canvas.findByRole('textbox', { name: 'Code' });
    await userEvent.type(code, '654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('The provided two factor authentication code was invalid.'),
    );

    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(
      await canvas.findByRole('heading', { name: 'You have enabled two factor authentication.' }),
    ).toBeVisible();
    const recoveryCodes = canvas.getByRole('list', { name: 'Recovery codes' });
    await expect(within(recoveryCodes).getAllByRole('listitem')).toHaveLength(8);
  },
};

export const RefusesACodeThatIsNotSixDigits: Story = {
  args: { data: accountStoryData({ user: pending }) },
  beforeEach: startAt(pending),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Code' }), '12ab');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(canvas.getByText('The code must be 6 digits.')).toBeVisible();
    await expect(serverCall).not.toHaveBeenCalled();
  },
};

export const CancelsTheSetup: Story = {
  args: { data: accountStoryData({ user: pending }) },
  parameters: { msw: { handlers: twoFactorServer({ confirmed: true }) } },
  beforeEach: startAt(pending),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }));
    await expect(
      await canvas.findByRole('heading', { name: 'You have not enabled two factor authentication.' }),
    ).toBeVisible();
    await expect(serverCall).toHaveBeenCalledWith('disable');
  },
};

export const Enabled: Story = {
  args: { data: accountStoryData({ user: enabled }) },
  beforeEach: startAt(enabled),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'You have enabled two factor authentication.' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show recovery codes' }));
    // The password is asked every time, even within the confirmation window, and a wrong one stays in the prompt.
    const prompt = await confirmPasswordInPrompt(canvasElement, 'wrong', 'Show recovery codes');
    await expect(await within(prompt).findByText('The provided password was incorrect.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    await confirmPasswordInPrompt(canvasElement, 'secret', 'Show recovery codes');
    await expect(await canvas.findByText(codes('e')[0] ?? '')).toBeVisible();
    await expect(serverCall).toHaveBeenCalledWith('show');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide recovery codes' }));
    await expect(canvas.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  },
};

export const RegeneratesRecoveryCodes: Story = {
  args: { data: accountStoryData({ user: enabled }) },
  parameters: { msw: { handlers: twoFactorServer({ confirmed: true }) } },
  beforeEach: startAt(enabled),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Regenerate recovery codes' }));
    await expect(await canvas.findByText(codes('r')[0] ?? '')).toBeVisible();
    await expect(serverCall).toHaveBeenCalledWith('regenerate');
    // Within the confirmation window the password is not asked again.
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

export const Disables: Story = {
  args: { data: accountStoryData({ user: enabled }) },
  beforeEach: startAt(enabled),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Disable' }));
    await confirmPasswordInPrompt(canvasElement, 'secret');
    await expect(
      await findToast(canvasElement, 'Two factor authentication has been disabled.'),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'You have not enabled two factor authentication.' }),
    ).toBeVisible();
  },
};

export const QrCodeCouldNotLoad: Story = {
  args: { data: accountStoryData({ user: pending }) },
  parameters: {
    msw: {
      handlers: [http.get('/auth/user/two-factor/qr-code', answers.serverError), ...twoFactorServer()],
    },
  },
  beforeEach: startAt(pending),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'There was an issue. Please try again.',
    );
  },
};
