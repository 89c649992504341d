import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SettingsPanel } from '@tonearm/client/contract';
import { toast } from '@tonearm/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStoryFrame } from '../storybook/ScreenStoryFrame';
import { mobileViewport } from '../storybook/story-viewports';
import { SettingsPage } from './SettingsPage';
import {
  cachesCleared,
  settingsAnswered,
  settingsFailing,
  settingsRefused,
  settingsSaved,
  storySettings,
} from './storybook/settings-story-server';

const meta = {
  title: 'Admin/Settings/SettingsPage',
  component: SettingsPage,
  parameters: {
    layout: 'fullscreen',
    panel: 'general',
    msw: { handlers: [settingsAnswered(), settingsSaved(), cachesCleared()] },
  },
  render: (_args, { parameters }) => (
    <ScreenStoryFrame
      screens={{ '/admin/settings/:panel?': <SettingsPage /> }}
      initialPath={`/admin/settings/${(parameters as { panel: SettingsPanel }).panel}`}
    />
  ),
  // A toast left by the last story would hold this story's behind it.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 1, name });
const panel = (name: SettingsPanel, title: string): Story => ({
  parameters: { panel: name },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, title)).toBeVisible();
    const link = within(canvasElement).getByRole('link', { name: title });
    await expect(link).toHaveAttribute('aria-current', 'page');
  },
});

export const General = panel('general', 'General');
export const Subscriptions = panel('subscriptions', 'Subscriptions');
export const Localization = panel('localization', 'Localization');
export const Authentication = panel('authentication', 'Authentication');
export const Uploading = panel('uploading', 'Uploading');
export const OutgoingEmail = panel('outgoing-email', 'Outgoing email');
export const Cache = panel('cache', 'Cache');
export const Analytics = panel('analytics', 'Analytics');
export const Logging = panel('logging', 'Logging');
export const Queue = panel('queue', 'Queue');
export const Websockets = panel('websockets', 'Live updates');
export const Recaptcha = panel('recaptcha', 'reCAPTCHA');
export const Gdpr = panel('gdpr', 'GDPR');
export const Search = panel('search', 'Search');
export const Providers = panel('providers', 'Payment providers');
export const Player = panel('player', 'Player');

export const SavesOnlyChangedKeys: Story = {
  parameters: (() => {
    const sent: Record<string, unknown>[] = [];
    return { panel: 'authentication', sent, msw: { handlers: [settingsAnswered(), settingsSaved(sent)] } };
  })(),
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    const save = await canvas.findByRole('button', { name: 'Save changes' });
    await expect(save).toBeDisabled();
    await userEvent.click(canvas.getByRole('switch', { name: 'Disable registration' }));
    await userEvent.click(save);
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Settings saved', {
        selector: '[data-slot="toast-message"]',
      }),
    ).toBeVisible();
    await expect((parameters as { sent: unknown[] }).sent).toEqual([{ 'registration.disable': true }]);
  },
};

export const PlayerPanel: Story = {
  name: 'Player: grouped as General, Controls and Artist page; tabs reorder and hide, and only changes are sent',
  parameters: (() => {
    const sent: Record<string, unknown>[] = [];
    return { panel: 'player', sent, msw: { handlers: [settingsAnswered(), settingsSaved(sent)] } };
  })(),
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Player');
    for (const section of ['General', 'Controls', 'Artist page']) {
      await expect(canvas.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('switch', { name: /Enable reposts/ }));
    const volume = canvas.getByLabelText('Default volume');
    await userEvent.clear(volume);
    await userEvent.type(volume, '30');
    const tabs = canvas.getByRole('group', { name: 'Artist page tabs' });
    await userEvent.click(within(tabs).getByRole('button', { name: 'Move About up' }));
    await userEvent.click(within(tabs).getByRole('checkbox', { name: 'Followers' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Settings saved', {
        selector: '[data-slot="toast-message"]',
      }),
    ).toBeVisible();
    await expect((parameters as { sent: unknown[] }).sent).toEqual([
      {
        'player.enable_repost': false,
        'player.default_volume': 30,
        'artistPage.tabs': [
          { id: 'discography', active: true },
          { id: 'about', active: true },
          { id: 'similar', active: true },
          { id: 'followers', active: false },
        ],
      },
    ]);
  },
};

export const SecretSetAndNotSet: Story = {
  parameters: { panel: 'authentication' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const google = await canvas.findByLabelText('Google client secret');
    await expect(google).toHaveValue('');
    const googleField = google.closest('[data-slot="text-field"]') as HTMLElement;
    await expect(within(googleField).getByText('Set')).toBeVisible();
    const facebookField = canvas
      .getByLabelText('Facebook client secret')
      .closest('[data-slot="text-field"]') as HTMLElement;
    await expect(within(facebookField).getByText('Not set')).toBeVisible();
  },
};

export const Locked: Story = {
  parameters: {
    panel: 'outgoing-email',
    msw: {
      handlers: [
        settingsAnswered(
          storySettings({
            locked: {
              'server.mail_host': 'MAIL_URL',
              'server.mail_port': 'MAIL_URL',
              'server.mail_encryption': 'MAIL_URL',
              'server.mail_username': 'MAIL_URL',
              'server.mail_password': 'MAIL_URL',
            },
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const host = await within(canvasElement).findByLabelText('SMTP host');
    await expect(host).toBeDisabled();
    await expect(
      within(canvasElement).getAllByText('Set by MAIL_URL in the server’s environment.')[0],
    ).toBeVisible();
    await expect(within(canvasElement).getByLabelText('From address')).toBeEnabled();
  },
};

export const ValidationError: Story = {
  parameters: {
    panel: 'outgoing-email',
    msw: {
      handlers: [
        settingsAnswered(),
        settingsRefused({
          'server.mail_host': [
            'The mail server could not be reached with these settings: Invalid login: 535 Authentication failed',
          ],
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('SMTP password'), 'wrong password');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(
      await canvas.findByText(/could not be reached with these settings: Invalid login/),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('SMTP host')).toHaveAttribute('aria-invalid', 'true'));
  },
};

export const TypoSimilarityFollowsTypoTolerance: Story = {
  parameters: { panel: 'search' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Search');
    await expect(canvas.getByRole('switch', { name: 'Search lyrics' })).toBeChecked();
    await expect(canvas.getByLabelText('Typo similarity (%)')).toHaveValue('30');
    const typos = canvas.getByRole('switch', { name: 'Typo tolerance' });
    typos.focus();
    await userEvent.keyboard(' ');
    await expect(typos).not.toBeChecked();
    await expect(canvas.queryByLabelText('Typo similarity (%)')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  },
};

export const BucketFieldsFollowTheStorage: Story = {
  parameters: { panel: 'uploading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Uploading');
    await expect(canvas.queryByLabelText('Bucket')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Storage/ }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'S3-compatible bucket' }),
    );
    await expect(await canvas.findByLabelText('Bucket')).toBeVisible();
  },
};

export const ClearCache: Story = {
  parameters: (() => {
    const sent: string[] = [];
    return { panel: 'cache', sent, msw: { handlers: [settingsAnswered(), cachesCleared(sent)] } };
  })(),
  play: async ({ canvasElement, parameters }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Clear cache' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Cache cleared', {
        selector: '[data-slot="toast-message"]',
      }),
    ).toBeVisible();
    await expect((parameters as { sent: string[] }).sent).toEqual(['clear']);
  },
};

export const LoadError: Story = {
  parameters: { panel: 'general', msw: { handlers: [settingsFailing()] } },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'The settings could not be loaded')).toBeVisible();
  },
};

export const Mobile: Story = {
  ...mobileViewport,
  parameters: { ...mobileViewport.parameters, panel: 'uploading' },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Uploading')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    // The panels are a select there; choosing one opens it.
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Settings panel/ }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'GDPR' }),
    );
    await expect(await heading(canvasElement, 'GDPR')).toBeVisible();
  },
};
