import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountStoryFrame } from '../storybook/AccountStoryFrame';
import { accountStoryData, STORY_VALUE_LISTS, storyUser } from '../storybook/account-story-data';
import { answers, overridden, userMe } from '../storybook/story-handlers';
import { findToast, page, resetStoryPage } from '../storybook/story-support';
import { mobileViewport } from '../storybook/story-viewports';
import { LocationAndLanguagePanel } from './LocationAndLanguagePanel';

const detailsRequest = fn();
const localeRequest = fn();

const server = [
  userMe(storyUser()),
  http.get('/api/v1/value-lists/:names', ({ params }) => {
    // The panel asks for the three lists in one call.
    if (params.names !== 'timezones,countries,localizations') return answers.notFound();
    return HttpResponse.json(STORY_VALUE_LISTS);
  }),
  overridden('PUT', '/api/v1/users/7', async ({ request }) => {
    const body = (await request.json()) as Record<string, string>;
    detailsRequest(body);
    return answers.user(storyUser(body));
  }),
  http.post('/api/v1/users/me/locale', async ({ request }) => {
    const { locale } = (await request.json()) as { locale: string };
    localeRequest(locale);
    return HttpResponse.json({
      locale: {
        language: locale,
        name: 'Français',
        lines: { Save: 'Enregistrer', 'Updated account details': 'Détails du compte mis à jour' },
      },
    });
  }),
];

const meta = {
  title: 'Account/Location and language',
  component: AccountStoryFrame,
  parameters: { layout: 'fullscreen', msw: { handlers: server } },
  args: { data: accountStoryData(), panel: <LocationAndLanguagePanel /> },
  beforeEach: () => {
    resetStoryPage();
    detailsRequest.mockReset();
    localeRequest.mockReset();
  },
} satisfies Meta<typeof AccountStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CurrentChoices: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: 'Timezone' })).toHaveValue(
      '(UTC-05:00) New York',
    );
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue('United States');
    // The page's footer has a language selector of its own: this one is the panel's, in the main content.
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('button', { name: /Language/ })).toHaveTextContent('English');
  },
};

export const TimezonesGroupedByRegion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const timezone = await canvas.findByRole('combobox', { name: 'Timezone' });
    await userEvent.clear(timezone);
    await userEvent.type(timezone, 'i');
    const listbox = await page(canvasElement).findByRole('listbox');
    const groups = within(listbox).getAllByRole('group');
    await expect(groups.map((group) => group.getAttribute('aria-labelledby') && group.textContent)).toEqual([
      expect.stringContaining('America'),
      expect.stringContaining('Europe'),
    ]);
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['(UTC-06:00) Chicago', '(UTC+01:00) Paris', '(UTC+02:00) Vilnius']);
    await userEvent.keyboard('{Escape}');
  },
};

export const SavesTheTimezoneAndCountry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const timezone = await canvas.findByRole('combobox', { name: 'Timezone' });
    await userEvent.clear(timezone);
    await userEvent.type(timezone, 'Vil');
    await userEvent.click(await page(canvasElement).findByRole('option', { name: '(UTC+02:00) Vilnius' }));
    const country = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.clear(country);
    await userEvent.type(country, 'Lith');
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Lithuania' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await findToast(canvasElement, 'Updated account details')).toBeVisible();
    await expect(detailsRequest).toHaveBeenCalledWith({
      language: 'en',
      country: 'LT',
      timezone: 'Europe/Vilnius',
    });
    await expect(localeRequest).not.toHaveBeenCalled();
  },
};

export const ChangesTheLanguage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = within(await canvas.findByRole('main'));
    await userEvent.click(await main.findByRole('button', { name: /Language/ }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Français' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // The new language's lines take over at once: the toast and the panel speak French.
    await expect(await findToast(canvasElement, 'Détails du compte mis à jour')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enregistrer' })).toBeVisible();
    await expect(detailsRequest).toHaveBeenCalledWith(expect.objectContaining({ language: 'fr' }));
    await expect(localeRequest).toHaveBeenCalledWith('fr');
  },
};

export const ServerRefusesTheTimezone: Story = {
  parameters: {
    msw: {
      handlers: [
        overridden('PUT', '/api/v1/users/7', () =>
          answers.fieldErrors({ timezone: ['The selected timezone is invalid.'] }),
        ),
        ...server,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('The selected timezone is invalid.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [userMe(storyUser()), http.get('/api/v1/value-lists/:names', answers.pending)] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const OnAPhone: Story = {
  name: 'At 375 px, the timezone picker opens as a tray',
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('button', { name: /Timezone/ });
    await userEvent.click(trigger);
    const listbox = await page(canvasElement).findByRole('listbox');
    await expect(listbox.closest('[data-slot="combo-box-tray"]')).not.toBeNull();
    await expect(within(listbox).getAllByRole('group')).toHaveLength(3);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
  },
};
