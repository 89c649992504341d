import type { Meta } from '@storybook/react-vite';
import { toast } from '@tonearm/ui';
import type { RequestHandler } from 'msw';
import type { ReactNode } from 'react';
import { within } from 'storybook/test';
import { ScreenStoryFrame } from '../../storybook/ScreenStoryFrame';

/** The address each story of a list page opens. */
export interface ListPageStoryArgs {
  initialPath: string;
}

export interface ListPageStoryMetaOptions {
  /** The page's address, where every story opens unless it gives its own `initialPath`. */
  path: string;
  page: ReactNode;
  /** The server's answers for the page's calls. */
  handlers: RequestHandler[];
}

/**
 * What every story of an admin list page shares: the page alone at its address, the server's answers, and no
 * toast left over from the story before.
 */
export function listPageStoryMeta({ path, page, handlers }: ListPageStoryMetaOptions) {
  return {
    parameters: { layout: 'fullscreen', msw: { handlers } },
    args: { initialPath: path },
    render: ({ initialPath }: ListPageStoryArgs) => (
      <ScreenStoryFrame screens={{ [path]: page }} initialPath={initialPath} />
    ),
    beforeEach: () => {
      toast.dismiss();
    },
  } satisfies Meta<ListPageStoryArgs>;
}

/** The whole document, where dialogs, menus and toasts open outside the story's canvas. */
export const inDocument = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const findToast = (canvasElement: HTMLElement, message: string) =>
  inDocument(canvasElement).findByText(message, { selector: '[data-slot="toast-message"]' });

/** The list's table, named by the page's heading. */
export const findGrid = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('grid', { name });

/** The row whose row header (the item's name) matches. */
export const findRow = async (table: HTMLElement, name: RegExp) =>
  (await within(table).findByRole('rowheader', { name })).closest('[role="row"]') as HTMLElement;
