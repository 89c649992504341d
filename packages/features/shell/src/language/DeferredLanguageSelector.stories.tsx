import type { Meta, StoryObj } from '@storybook/react-vite';
import { LOCALE_COOKIE } from '@tonearm/client/contract';
import { createCookieJar } from '@tonearm/client/rules';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { shellRoutes } from '../routes';
import { ShellStoryFrame } from '../storybook/ShellStoryFrame';
import { storyBootstrapData, storyMenus } from '../storybook/story-bootstrap-data';
import { storyHomeRoute } from '../storybook/story-home-route';
import { desktopViewport } from '../storybook/story-viewports';

const localeRequest = fn();

const handlers = [
  http.get('/api/v1/value-lists/localizations', () =>
    HttpResponse.json({
      localizations: [
        { language: 'en', name: 'English' },
        { language: 'fr', name: 'Français' },
        { language: 'pt-BR', name: 'Português (Brasil)' },
      ],
    }),
  ),
  http.post('/api/v1/users/me/locale', async ({ request }) => {
    localeRequest(await request.json());
    return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
  }),
  // The server reads the guest's locale cookie for the bootstrap data.
  http.get('/api/v1/bootstrap-data', ({ cookies }) => {
    const data = storyBootstrapData({ menus: storyMenus, lines: { Contact: 'Nous contacter' } });
    return HttpResponse.json(
      cookies[LOCALE_COOKIE] === 'fr'
        ? { ...data, i18n: { ...data.i18n, language: 'fr', name: 'Français' } }
        : data,
    );
  }),
];

const forgetChoice = () => createCookieJar(document).remove(LOCALE_COOKIE);

const meta = {
  title: 'Shell/Language selector',
  component: ShellStoryFrame,
  parameters: { layout: 'fullscreen', msw: { handlers }, ...desktopViewport.parameters },
  args: { data: storyBootstrapData({ menus: storyMenus }), routes: shellRoutes([storyHomeRoute]) },
  beforeEach: () => {
    localeRequest.mockReset();
    forgetChoice();
    return () => forgetChoice();
  },
  globals: desktopViewport.globals,
} satisfies Meta<typeof ShellStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const footerOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('contentinfo'));

export const GuestSeesTheCurrentLanguage: Story = {
  play: async ({ canvasElement }) => {
    const footer = await footerOf(canvasElement);
    const trigger = footer.getByRole('button', { name: /Language/ });
    await expect(trigger).toHaveTextContent('English');
    await expect(trigger).toHaveAttribute('aria-haspopup', 'listbox');
  },
};

export const GuestChoosesByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const footer = await footerOf(canvasElement);
    footer.getByRole('button', { name: /Language/ }).focus();
    await userEvent.keyboard('{Enter}');
    const french = await body.findByRole('option', { name: 'Français' });
    await expect(body.getByRole('option', { name: 'Português (Brasil)' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(french).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await footer.findByRole('link', { name: 'Nous contacter' })).toBeVisible();
    await waitFor(() =>
      expect(footer.getByRole('button', { name: /Language/ })).toHaveTextContent('Français'),
    );
    await expect(document.cookie).toContain(`${LOCALE_COOKIE}=fr`);
    // A guest has no account to keep it on.
    await expect(localeRequest).not.toHaveBeenCalled();
  },
};

export const EscapeReturnsFocusToTheList: Story = {
  name: 'Escape closes the list it opened and leaves focus on its trigger',
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const footer = await footerOf(canvasElement);
    footer.getByRole('button', { name: /Language/ }).focus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('option', { name: 'Français' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(footer.getByRole('button', { name: /Language/ })).toHaveFocus());
  },
};
