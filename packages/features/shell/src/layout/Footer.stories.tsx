import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { shellRoutes } from '../routes';
import { ShellStoryFrame } from '../storybook/ShellStoryFrame';
import { storyBootstrapData, storyMenus } from '../storybook/story-bootstrap-data';
import { storyHomeRoute } from '../storybook/story-home-route';
import { desktopViewport } from '../storybook/story-viewports';

const localeRequest = fn();

const localizations = http.get('/api/v1/value-lists/localizations', () =>
  HttpResponse.json({
    localizations: [
      { language: 'en', name: 'English' },
      { language: 'fr', name: 'Français' },
    ],
  }),
);

const meta = {
  title: 'Shell/Footer',
  component: ShellStoryFrame,
  parameters: { layout: 'fullscreen', msw: { handlers: [localizations] }, ...desktopViewport.parameters },
  args: {
    data: storyBootstrapData({ signedIn: true, menus: storyMenus }),
    routes: shellRoutes([storyHomeRoute]),
  },
  beforeEach: () => {
    localeRequest.mockReset();
  },
  globals: desktopViewport.globals,
} satisfies Meta<typeof ShellStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLanguageSelector: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = within(await canvas.findByRole('contentinfo'));
    await expect(
      footer.getByText(`Copyright © ${new Date().getFullYear()} Tonearm, All Rights Reserved`),
    ).toBeVisible();
    const menu = footer.getByRole('navigation', { name: 'Footer' });
    await expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Contact', 'Pricing']);
    // The selector loads after the page; findBy waits for it.
    await expect(await footer.findByRole('button', { name: /Language/ })).toHaveTextContent('English');
    await expect(footer.getByRole('button', { name: 'Dark mode' })).toBeVisible();
  },
};

export const ChangesTheLanguage: Story = {
  parameters: {
    msw: {
      handlers: [
        localizations,
        http.post('/api/v1/users/me/locale', async ({ request }) => {
          localeRequest(await request.json());
          return HttpResponse.json({ locale: { language: 'fr', name: 'Français' } });
        }),
        http.get('/api/v1/bootstrap-data', () => {
          const data = storyBootstrapData({
            signedIn: true,
            menus: storyMenus,
            lines: { Contact: 'Nous contacter', 'Dark mode': 'Mode sombre' },
          });
          return HttpResponse.json({ ...data, i18n: { ...data.i18n, language: 'fr', name: 'Français' } });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const footer = within(await canvas.findByRole('contentinfo'));
    const trigger = await footer.findByRole('button', { name: /Language/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const option = await body.findByRole('option', { name: 'Français' });
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(option).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await footer.findByRole('link', { name: 'Nous contacter' })).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Mode sombre' })).toBeVisible();
    await waitFor(() =>
      expect(footer.getByRole('button', { name: /Language/ })).toHaveTextContent('Français'),
    );
    await expect(localeRequest).toHaveBeenCalledWith({ locale: 'fr' });
  },
};

export const ThemeToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const root = canvasElement.ownerDocument.documentElement;
    const footer = within(await canvas.findByRole('contentinfo'));
    await userEvent.click(footer.getByRole('button', { name: 'Dark mode' }));
    await waitFor(() => expect(root).toHaveClass('dark'));
    await expect(footer.getByRole('button', { name: 'Light mode' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(root).not.toHaveClass('dark'));
  },
};

export const GuestWithoutThemeChange: Story = {
  args: { data: storyBootstrapData({ menus: storyMenus, themeChange: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = within(await canvas.findByRole('contentinfo'));
    await expect(footer.getByRole('link', { name: 'Contact' })).toBeVisible();
    await expect(footer.queryByRole('button', { name: 'Dark mode' })).toBeNull();
    // Guests choose a language too (kept in a cookie).
    await expect(footer.getByRole('button', { name: /Language/ })).toHaveTextContent('English');
  },
};
