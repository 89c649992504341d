import { expect, userEvent, within } from 'storybook/test';
import { failing, pending } from '../../plans/storybook/plan-story-server';
import { catalogueListed } from './catalogue-story-server';

type Section = 'tracks' | 'albums' | 'artists';

interface ListStateStory {
  parameters?: { msw: { handlers: unknown[] } };
  play: (context: { canvasElement: HTMLElement }) => Promise<void>;
}

const capitalized = (section: Section) => `${section[0]?.toUpperCase()}${section.slice(1)}`;

/**
 * The states every catalogue list shows the same way, for `section`: nothing yet, nothing matching a search,
 * loading, and a list that failed to load with "Try again".
 */
export function catalogueListStates(
  section: Section,
): Record<'Empty' | 'NoMatch' | 'Loading' | 'LoadFailed', ListStateStory> {
  const endpoint = `*/api/v1/admin/${section}`;
  return {
    Empty: {
      parameters: { msw: { handlers: [catalogueListed(section, [])] } },
      play: async ({ canvasElement }) => {
        await expect(
          await within(canvasElement).findByRole('heading', { name: `No ${section} yet` }),
        ).toBeVisible();
      },
    },
    NoMatch: {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await canvas.findByRole('grid', { name: capitalized(section) });
        await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'zzz');
        await expect(await canvas.findByRole('heading', { name: `No matching ${section}` })).toBeVisible();
      },
    },
    Loading: {
      parameters: { msw: { handlers: [pending(endpoint)] } },
      play: async ({ canvasElement }) => {
        await expect(
          await within(canvasElement).findByRole('progressbar', { name: 'Loading' }),
        ).toBeVisible();
      },
    },
    LoadFailed: {
      parameters: { msw: { handlers: [failing(endpoint)] } },
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(
          await canvas.findByRole('heading', { name: `The ${section} could not be loaded` }),
        ).toBeVisible();
        await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
      },
    },
  };
}
