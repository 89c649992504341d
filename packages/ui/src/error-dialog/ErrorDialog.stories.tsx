import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { ERROR_DIALOG_TITLE, ErrorDialog } from './ErrorDialog';
import type { ErrorPayload } from './error-payload';

const queryException: ErrorPayload = {
  exception: 'Illuminate\\Database\\QueryException',
  message: "SQLSTATE[42S02]: Base table or view not found: 1146 Table 'tonearm.playlists' doesn't exist",
  totalVendorGroups: 1,
  trace: [
    {
      flatIndex: 0,
      path: '/srv/app/Http/Controllers/PlaylistController.php',
      lineNumber: 42,
      method: 'App\\Http\\Controllers\\PlaylistController->show',
      codeSnippet: {
        40: '    public function show(Playlist $playlist)',
        41: '    {',
        42: "        $tracks = $playlist->tracks()->orderBy('position')->get();",
        43: '',
        44: "        return $this->success(['playlist' => $playlist, 'tracks' => $tracks]);",
      },
    },
    {
      vendorGroup: true,
      items: [
        {
          flatIndex: 1,
          path: '/srv/vendor/laravel/framework/src/Illuminate/Routing/Controller.php',
          lineNumber: 54,
          method: 'Illuminate\\Routing\\Controller->callAction',
          codeSnippet: {
            53: '    {',
            54: '        return $this->{$method}(...array_values($parameters));',
            55: '    }',
          },
        },
        {
          flatIndex: 2,
          path: '/srv/vendor/laravel/framework/src/Illuminate/Routing/Route.php',
          lineNumber: 260,
          method: 'Illuminate\\Routing\\Route->runController',
        },
      ],
    },
    {
      flatIndex: 3,
      path: '/srv/app/Http/Middleware/SetActiveWorkspace.php',
      lineNumber: 19,
      method: 'App\\Http\\Middleware\\SetActiveWorkspace->handle',
      codeSnippet: { 18: '    {', 19: '        return $next($request);', 20: '    }' },
    },
  ],
};

const meta = {
  title: 'Overlays/ErrorDialog',
  component: ErrorDialog,
  args: { error: queryException, onDismiss: fn(), downloadLogHref: '/api/v1/logs/latest' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const WithStackFrames: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: ERROR_DIALOG_TITLE });
    const modal = dialog.closest('[data-slot="modal"]') as HTMLElement;
    await expect(modal.getBoundingClientRect().width).toBe(window.innerWidth);
    await expect(modal.getBoundingClientRect().height).toBe(window.innerHeight);
    await expect(within(dialog).getByText('Illuminate\\Database\\QueryException')).toBeVisible();
    await expect(within(dialog).getByText(/Base table or view not found/)).toBeVisible();

    const frames = within(dialog).getAllByRole('article');
    await expect(frames).toHaveLength(2);
    const first = frames[0] as HTMLElement;
    await expect(first).toHaveTextContent('/srv/app/Http/Controllers/PlaylistController.php:42');
    await expect(first).toHaveTextContent('App\\Http\\Controllers\\PlaylistController->show');
    const marked = first.querySelector('mark');
    await expect(marked).toHaveTextContent(/^42\s+\$tracks = \$playlist->tracks\(\)/);
    await expect(within(dialog).getByRole('link', { name: 'Download log' })).toHaveAttribute(
      'href',
      '/api/v1/logs/latest',
    );
  },
};

export const VendorFramesExpandAndCollapse: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: ERROR_DIALOG_TITLE });
    const toggle = within(dialog).getByRole('button', { name: 'Expand vendor frames' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(within(dialog).getByText('2 vendor frames')).toBeVisible();
    await expect(within(dialog).queryByText(/Illuminate\\Routing\\Route->runController/)).toBeNull();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('Collapse vendor frames');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(within(dialog).getAllByRole('article')).toHaveLength(4);

    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('Expand vendor frames');
    await expect(within(dialog).getAllByRole('article')).toHaveLength(2);
  },
};

export const DismissButton: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: ERROR_DIALOG_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const EscapeDismisses: Story = {
  play: async ({ canvasElement, args }) => {
    await body(canvasElement).findByRole('dialog', { name: ERROR_DIALOG_TITLE });
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const WithoutLogDownload: Story = {
  args: { downloadLogHref: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: ERROR_DIALOG_TITLE });
    await expect(within(dialog).queryByRole('link', { name: 'Download log' })).toBeNull();
  },
};

function DismissableErrorDialog() {
  const [error, setError] = useState<ErrorPayload | null>(null);
  return (
    <div className="p-6">
      <Button onPress={() => setError(queryException)}>Open playlist</Button>
      <ErrorDialog error={error} onDismiss={() => setError(null)} />
    </div>
  );
}

export const OpensAndClosesWithTheError: Story = {
  render: () => <DismissableErrorDialog />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open playlist' });
    await userEvent.click(trigger);
    const dialog = await body(canvasElement).findByRole('dialog', { name: ERROR_DIALOG_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(trigger).toBeVisible();
  },
};
