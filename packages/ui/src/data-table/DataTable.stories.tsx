import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobileViewport } from '../responsive/story-viewports';
import type { DataTableLabels } from './data-table-labels';
import { storyUsers, UsersTable } from './story-users';

const meta = {
  title: 'Data/DataTable',
  component: UsersTable,
  args: { onStateChange: fn(), onDelete: fn(), onRetry: fn(), onEdit: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof UsersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const rowsOf = (grid: HTMLElement) => [...grid.querySelectorAll<HTMLElement>('tbody [role="row"]')];
const focused = () => document.activeElement as HTMLElement;
// Absence is polled with selectors: role queries over a whole table are slow enough to matter in a loop.
const selectionBar = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="data-table-selection-bar"]');
const filterChips = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="data-table-filter-chips"]');

/** Presses Tab until `isTarget` holds for the focused element, as a keyboard user would. */
async function tabTo(isTarget: (element: HTMLElement) => boolean, shift = false) {
  const visited: string[] = [];
  for (let presses = 0; presses < 12; presses++) {
    await userEvent.tab({ shift });
    if (isTarget(focused())) return;
    visited.push(focused().getAttribute('aria-label') ?? focused().textContent ?? focused().tagName);
  }
  throw new Error(`Tab never reached the expected element; it visited ${visited.join(' → ')}.`);
}
const tabToButton = (name: string, shift = false) =>
  tabTo((element) => element.getAttribute('aria-label') === name || element.textContent === name, shift);
const tabIntoGrid = (grid: HTMLElement) => tabTo((element) => grid.contains(element));

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Users' });
    await expect(rowsOf(grid)).toHaveLength(15);
    await expect(canvas.getByText('1–15 of 42')).toBeVisible();
    await expect(within(grid).getAllByRole('rowheader')[0]).toHaveTextContent(storyUsers[0]?.name ?? '');

    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    await tabIntoGrid(grid);
    await expect(focused()).toBe(rowsOf(grid)[0]);
    await userEvent.keyboard('{ArrowDown}');
    await expect(focused()).toBe(rowsOf(grid)[1]);
  },
};

export const Sorting: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Users' });
    const userHeader = within(grid).getByRole('columnheader', { name: 'User' });
    await expect(userHeader).toHaveAttribute('aria-sort', 'none');
    await tabIntoGrid(grid);
    // From the first row: into its cells, up into the column headers, across to "User".
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    await expect(userHeader).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ orderBy: 'name', orderDir: 'asc', page: 1 }),
    );
    await waitFor(() => expect(userHeader).toHaveAttribute('aria-sort', 'ascending'));
    await expect(within(grid).getAllByRole('rowheader')[0]).toHaveTextContent(/^Ada /);
    await userEvent.keyboard(' ');
    await waitFor(() => expect(userHeader).toHaveAttribute('aria-sort', 'descending'));
    await expect(within(grid).getAllByRole('rowheader')[0]).toHaveTextContent(/^Kemi /);
  },
};

export const FilteringWithChips: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await tabToButton('Add filter');
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Status' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const editor = await body(canvasElement).findByRole('dialog', { name: 'Status' });
    await waitFor(() => expect(editor.contains(focused())).toBe(true));
    await tabToButton('Apply');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    await expect(args.onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 1, filters: [{ key: 'status', operator: '=', value: 'active' }] }),
    );
    const chips = canvas.getByRole('list', { name: 'Active filters' });
    await expect(within(chips).getByRole('button', { name: 'Edit filter: Status is Active' })).toBeVisible();
    await expect(canvas.getByText('1–15 of 35')).toBeVisible();

    // Edit the chip: type-ahead on the select picks "Suspended".
    await tabToButton('Edit filter: Status is Active');
    await userEvent.keyboard('{Enter}');
    await body(canvasElement).findByRole('dialog', { name: 'Status' });
    await waitFor(() => expect(focused()).toHaveAttribute('data-slot', 'select-trigger'));
    await userEvent.keyboard('s');
    await waitFor(() => expect(focused()).toHaveTextContent('Suspended'));
    await tabToButton('Apply');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('1–7 of 7')).toBeVisible());

    const remove = within(chips).getByRole('button', { name: 'Remove filter: Status is Suspended' });
    await tabToButton('Remove filter: Status is Suspended');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(remove).not.toBeInTheDocument());
    await expect(filterChips(canvasElement)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add filter' })).toHaveFocus();
    await expect(canvas.getByText('1–15 of 42')).toBeVisible();
  },
};

export const Selection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Users' });
    await tabIntoGrid(grid);
    await userEvent.keyboard(' {ArrowDown} ');
    await expect(rowsOf(grid)[0]).toHaveAttribute('aria-selected', 'true');
    await expect(rowsOf(grid)[1]).toHaveAttribute('aria-selected', 'true');
    const bar = canvas.getByRole('region', { name: '2 selected' });
    await expect(within(bar).getByText('2 selected')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(
      within(canvas.getByRole('region', { name: '1 selected' })).getByText('1 selected'),
    ).toBeVisible();
  },
};

export const BulkDeleteConfirmation: Story = {
  args: { initialSelection: [1, 2] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Users' });
    // The bar sits between the toolbar and the table, so Delete follows "Add user".
    await tabToButton('Delete');
    await userEvent.keyboard('{Enter}');
    const confirm = await body(canvasElement).findByRole('alertdialog', { name: 'Delete 2 users?' });
    await expect(confirm).toHaveTextContent('They will be deleted permanently.');
    await tabToButton('Delete');
    await expect(confirm.contains(focused())).toBe(true);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());
    await expect(args.onDelete).toHaveBeenCalledWith([1, 2]);
    await waitFor(() => expect(selectionBar(canvasElement)).toBeNull());
    await expect(canvas.getByText('1–15 of 40')).toBeVisible();
    // The bar that held focus is gone: focus moves to the table's first row.
    await waitFor(() => expect(focused()).toBe(rowsOf(grid)[0]));
  },
};

export const BulkDeleteCancelled: Story = {
  args: { initialSelection: [3] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await tabToButton('Delete');
    await userEvent.keyboard('{Enter}');
    await body(canvasElement).findByRole('alertdialog', { name: 'Delete 1 user?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(canvas.getByRole('region', { name: '1 selected' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete' })).toHaveFocus());
  },
};

export const SelectAllAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Users' });
    await tabIntoGrid(grid);
    await userEvent.keyboard('{Control>}a{/Control}');
    await expect(
      within(canvas.getByRole('region', { name: '15 selected' })).getByText('15 selected'),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(selectionBar(canvasElement)).toBeNull());
  },
};

export const RowActions: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Users' });
    await tabIntoGrid(grid);
    // ArrowLeft on a row enters its last cell, which holds the actions button.
    await userEvent.keyboard('{ArrowLeft}');
    const trigger = within(grid).getByRole('button', { name: `Actions for ${storyUsers[0]?.name}` });
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledWith(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Users' });
    await expect(await canvas.findByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="data-table"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // The rows already shown stay readable and reachable while the next page loads.
    await expect(rowsOf(grid)).toHaveLength(15);
    await tabIntoGrid(grid);
    await userEvent.keyboard('{ArrowDown}');
    await expect(focused()).toBe(rowsOf(grid)[1]);
  },
};

export const Empty: Story = {
  args: { users: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No users yet' })).toBeVisible();
    await tabTo((element) => element.closest('[data-slot="illustrated-message-action"]') !== null);
    await expect(focused()).toHaveTextContent('Add user');
  },
};

export const NoMatch: Story = {
  args: { initialState: { query: 'nobody by this name' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No matching users' })).toBeVisible();
    await expect(canvas.getByText('Try another search or remove a filter.')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('nobody by this name');
    await userEvent.keyboard('{Escape}');
    await expect(args.onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: '', page: 1 }),
    );
    await waitFor(() => expect(canvas.getByText('1–15 of 42')).toBeVisible());
  },
};

export const LoadError: Story = {
  args: { hasError: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This list could not be loaded' })).toBeVisible();
    await tabToButton('Try again');
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const SearchWaitsForTypingToPause: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('hopper');
    await expect(args.onStateChange).not.toHaveBeenCalled();
    // One search for the whole word, once typing pauses.
    await waitFor(() => expect(args.onStateChange).toHaveBeenCalledTimes(1));
    await expect(args.onStateChange).toHaveBeenCalledWith(
      expect.objectContaining({ query: 'hopper', page: 1 }),
    );
    await expect(canvas.getByText('1–4 of 4')).toBeVisible();
    // Enter searches at once.
    await userEvent.keyboard(' ada{Enter}');
    await expect(args.onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: 'hopper ada' }),
    );
  },
};

export const Pagination: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const navigation = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(navigation).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    // Shift+Tab from the end of the page.
    await tabToButton('Next page', true);
    await userEvent.keyboard('{Enter}');
    await expect(args.onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }));
    await expect(canvas.getByText('16–30 of 42')).toBeVisible();

    await tabTo((element) => element.getAttribute('data-slot') === 'select-trigger', true);
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body(canvasElement).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: '50' }));
    await expect(args.onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ perPage: 50, page: 1 }),
    );
    await expect(canvas.getByText('1–42 of 42')).toBeVisible();
    await expect(within(navigation).getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const PastTheLastPage: Story = {
  args: { initialState: { page: 4 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Page 4 of a 3-page list (after a deletion, or an old link) moves to the last page.
    await waitFor(() => expect(canvas.getByText('31–42 of 42')).toBeVisible());
    await expect(args.onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 3 }));
    await tabToButton('Previous page', true);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('16–30 of 42')).toBeVisible();
  },
};

export const NumberAndYesNoFilters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabToButton('Add filter');
    await userEvent.keyboard('{Enter}');
    await body(canvasElement).findByRole('menu');
    await userEvent.keyboard('Plays{Enter}');
    const plays = await body(canvasElement).findByRole('dialog', { name: 'Plays' });
    await expect(within(plays).getByText('Tracks played')).toBeVisible();
    await waitFor(() => expect(plays.contains(focused())).toBe(true));
    await tabTo((element) => element === within(plays).getByLabelText('Value'));
    await userEvent.keyboard('{Enter}');
    await expect(await within(plays).findByText('Enter a value.')).toBeVisible();
    await userEvent.keyboard('900{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Edit filter: Plays is greater than 900' })).toBeVisible(),
    );

    // Focus is back on "Add filter".
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add filter' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await body(canvasElement).findByRole('menu');
    await userEvent.keyboard('Email{Enter}');
    const email = await body(canvasElement).findByRole('dialog', { name: 'Email confirmed' });
    await waitFor(() => expect(within(email).getByRole('radio', { name: 'Confirmed' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await tabToButton('Apply');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: 'Edit filter: Email confirmed is Not confirmed' }),
      ).toBeVisible(),
    );
    await expect(canvas.getByText(/^1–\d+ of \d+$/)).toBeVisible();
    await tabToButton('Clear filters');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(filterChips(canvasElement)).toBeNull());
  },
};

export const DateRangeFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabToButton('Add filter');
    await userEvent.keyboard('{Enter}');
    await body(canvasElement).findByRole('menu');
    await userEvent.keyboard('Date{Enter}');
    const editor = await body(canvasElement).findByRole('dialog', { name: 'Date created' });
    const from = within(editor).getByLabelText('From');
    const to = within(editor).getByLabelText('To');
    await waitFor(() => expect(from).toHaveFocus());
    await userEvent.clear(from);
    await userEvent.type(from, '2026-02-10');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-02-01');
    await tabToButton('Apply');
    await userEvent.keyboard('{Enter}');
    await expect(await within(editor).findByRole('alert')).toHaveTextContent(
      'The last day must not be before the first.',
    );
    await userEvent.clear(to);
    await userEvent.type(to, '2026-02-11');
    await tabToButton('Apply');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        canvas.getByRole('button', {
          name: /^Edit filter: Date created is between Feb 10, 2026 and Feb 11, 2026$/,
        }),
      ).toBeVisible(),
    );
    await expect(canvas.getByText('1–2 of 2')).toBeVisible();
  },
};

export const ModelPicker: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await tabToButton('Add filter');
    await userEvent.keyboard('{Enter}');
    await body(canvasElement).findByRole('menu');
    await userEvent.keyboard('User{Enter}');
    const editor = await body(canvasElement).findByRole('dialog', { name: 'User' });
    const input = within(editor).getByRole('combobox', { name: 'Value' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('grace t');
    const listbox = await body(canvasElement).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}');
    await expect(input.getAttribute('aria-activedescendant')).toBe(within(listbox).getByRole('option').id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(input).toHaveValue('Grace Tanaka'));
    await tabToButton('Apply');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Edit filter: User is Grace Tanaka' })).toBeVisible(),
    );
    await expect(args.onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ filters: [{ key: 'id', operator: '=', value: 11 }] }),
    );
  },
};

export const BookmarkedFilters: Story = {
  args: {
    initialState: {
      filters: [
        { key: 'id', operator: '=', value: 11 },
        { key: 'status', operator: '=', value: 'active' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The record's name is loaded by id for a filter that came from an address.
    await expect(
      await canvas.findByRole('button', { name: 'Edit filter: User is Grace Tanaka' }),
    ).toBeVisible();
    await tabToButton('Remove filter: User is Grace Tanaka');
    await userEvent.keyboard('{Enter}');
    // Focus moves to the chip that took its place.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Edit filter: Status is Active' })).toHaveFocus(),
    );
  },
};

/** A few of the words in French, the rest left English, as a page passes its translations. */
const frenchLabels: Partial<DataTableLabels> = {
  search: 'Rechercher',
  searchPlaceholder: 'Rechercher…',
  addFilter: 'Ajouter un filtre',
  activeFilters: 'Filtres actifs',
  operators: {
    '=': 'est',
    '!=': 'n’est pas',
    '>': '>',
    '>=': '≥',
    '<': '<',
    '<=': '≤',
    between: 'entre',
  },
  editFilter: (description) => `Modifier le filtre : ${description}`,
  removeFilter: (description) => `Retirer le filtre : ${description}`,
  pagination: 'Pages',
  rowsPerPage: 'Lignes par page',
  range: (from, to, total) => `${from}–${to} sur ${total}`,
  nextPage: 'Page suivante',
};

export const Translated: Story = {
  args: {
    initialState: { filters: [{ key: 'status', operator: '=', value: 'active' }] },
    labels: frenchLabels,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Rechercher' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Ajouter un filtre' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Retirer le filtre : Status est Active' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('1–15 sur 35');
  },
};

export const Mobile: Story = {
  ...mobileViewport,
  args: {
    initialState: {
      filters: [
        {
          key: 'created_at',
          operator: 'between',
          value: { start: '2026-01-01T00:00:00.000Z', end: '2026-01-31T23:59:59.999Z' },
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Users' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers.slice(1)).toEqual(['User', 'Status', 'Actions']);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await tabIntoGrid(grid);
    await userEvent.keyboard('{ArrowDown}');
    await expect(focused()).toBe(rowsOf(grid)[1]);
  },
};
