import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@tonearm/ui';
import { expect, userEvent, within } from 'storybook/test';
import { AccountStoryFrame } from '../storybook/AccountStoryFrame';
import { accountStoryData, storyUser } from '../storybook/account-story-data';
import { accountPageReads } from '../storybook/story-handlers';
import { desktopViewport, mobileViewport } from '../storybook/story-viewports';

const meta = {
  title: 'Account/Account settings',
  component: AccountStoryFrame,
  parameters: { layout: 'fullscreen', msw: { handlers: accountPageReads({ user: storyUser() }) } },
  args: { data: accountStoryData() },
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof AccountStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const panelTitles = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

export const AllPanels: Story = {
  ...desktopViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    await expect(panelTitles(canvasElement)).toEqual([
      'Account details',
      'Password',
      'Two factor authentication',
      'Active sessions',
      'Location and language',
      'Developers',
      'Delete account',
    ]);
    const nav = canvas.getByRole('navigation', { name: 'Account settings sections' });
    await expect(nav).toBeVisible();
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#account-details',
      '#password',
      '#two-factor',
      '#sessions',
      '#location-and-language',
      '#developers',
      '#delete-account',
    ]);
    await expect(canvas.getByRole('region', { name: 'Password' })).toHaveAttribute('id', 'password');
    await expect(canvas.getByRole('link', { name: /API documentation/ })).toHaveAttribute('target', '_blank');
  },
};

export const WithSocialLogin: Story = {
  ...desktopViewport,
  args: { data: accountStoryData({ socialServices: ['google', 'twitter'] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Account settings' });
    await expect(panelTitles(canvasElement).slice(0, 3)).toEqual([
      'Account details',
      'Social login',
      'Password',
    ]);
    await expect(canvas.getByRole('link', { name: 'Social login' })).toHaveAttribute('href', '#social-login');
  },
};

export const WithoutApiAccess: Story = {
  name: 'Without API integration',
  args: { data: accountStoryData({ apiIntegrated: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Account settings' });
    await expect(panelTitles(canvasElement)).not.toContain('Developers');
    await expect(canvas.queryByRole('link', { name: /API documentation/ })).toBeNull();
  },
};

export const WithoutApiPermission: Story = {
  name: 'Without the api.access permission',
  args: { data: accountStoryData({ user: { permissions: [{ name: 'music.view', restrictions: [] }] } }) },
  parameters: {
    msw: {
      handlers: accountPageReads({
        user: storyUser({ permissions: [{ name: 'music.view', restrictions: [] }] }),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Account settings' });
    await expect(panelTitles(canvasElement)).not.toContain('Developers');
  },
};

/** French lines for a few of the account settings' words, as the server sends a visitor's translations. */
const FRENCH_ACCOUNT_LINES = {
  'Account settings': 'Paramètres du compte',
  'Account settings sections': 'Sections des paramètres du compte',
  'Account details': 'Détails du compte',
  'Active sessions': 'Sessions actives',
  'First name': 'Prénom',
  'Current password': 'Mot de passe actuel',
  'Update password': 'Mettre à jour le mot de passe',
  'The current password field is required.': 'Le champ mot de passe actuel est obligatoire.',
  'Manage access tokens that third-party applications can use to access the API on your behalf.':
    "Gérez les jetons d'accès que des applications tierces peuvent utiliser pour accéder à l'API en votre nom.",
};

export const InTheVisitorsLanguage: Story = {
  name: "In the visitor's language",
  ...desktopViewport,
  args: { data: accountStoryData({ i18n: { language: 'fr', lines: FRENCH_ACCOUNT_LINES } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Paramètres du compte' }),
    ).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Sections des paramètres du compte' });
    await expect(within(nav).getByRole('link', { name: 'Détails du compte' })).toHaveAttribute(
      'href',
      '#account-details',
    );
    await expect(panelTitles(canvasElement)).toContain('Sessions actives');
    // Lines without a translation stay in English.
    await expect(panelTitles(canvasElement)).toContain('Password');
    await expect(canvas.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Nina');
    await expect(canvas.getByText(/Gérez les jetons d'accès/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mettre à jour le mot de passe' }));
    await expect(canvas.getByLabelText('Mot de passe actuel')).toHaveAccessibleDescription(
      'Le champ mot de passe actuel est obligatoire.',
    );
  },
};

export const Mobile: Story = {
  name: 'At 375 px',
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    // The panels follow each other; the section nav would only push them down.
    const sectionNav = canvasElement.querySelector('nav[aria-label="Account settings sections"]');
    await expect(sectionNav).not.toBeNull();
    await expect(sectionNav).not.toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
