import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpError, ValidationError } from '@tonearm/client';
import { Button } from '@tonearm/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shellRoutes } from '../routes';
import { ShellStoryFrame } from '../storybook/ShellStoryFrame';
import { storyBootstrapData } from '../storybook/story-bootstrap-data';
import { storyHomeRoute } from '../storybook/story-home-route';
import { showRequestError } from './show-request-error';

function failedRequest(status: number, json: unknown) {
  const bodyText = JSON.stringify(json);
  const options = {
    callName: 'POST playlists',
    response: new Response(bodyText, { status }),
    bodyText,
    json,
  };
  return status === 422 ? new ValidationError(options) : new HttpError(options);
}

const debugTrace = {
  exception: 'Illuminate\\Database\\QueryException',
  message: 'SQLSTATE[23505]: duplicate key value violates unique constraint "playlists_name_unique"',
  totalVendorGroups: 1,
  ignitionTrace: true,
  trace: [
    {
      flatIndex: 0,
      path: ['app', 'Playlists', 'CreatePlaylist.php'],
      lineNumber: 42,
      method: 'App\\Playlists\\CreatePlaylist->execute',
      codeSnippet: { '41': '$playlist = new Playlist($data);', '42': '$playlist->save();' },
    },
    {
      vendorGroup: true,
      items: [
        {
          flatIndex: 1,
          path: ['vendor', 'laravel', 'framework', 'Connection.php'],
          lineNumber: 801,
          method: 'Illuminate\\Database\\Connection->runQueryCallback',
          codeSnippet: { '801': 'throw new QueryException($query, $bindings, $e);' },
        },
      ],
    },
  ],
};

function FailingPage({ error }: { error: unknown }) {
  return (
    <div className="p-6">
      <Button onPress={() => showRequestError(error)}>Create playlist</Button>
    </div>
  );
}

// The toast shows the text and the always-mounted live region announces it; both must carry it.
async function expectDangerToast(canvasElement: HTMLElement, text: string) {
  const body = within(canvasElement.ownerDocument.body);
  await expect(await body.findByRole('status')).toHaveTextContent(text);
  // The toast's drawing loads on the first toast, a moment after the live region has the message.
  const message = await waitFor(() => {
    const drawn = canvasElement.ownerDocument.querySelector('[data-slot="toast-message"]');
    if (!drawn) throw new Error('The toast is not drawn yet');
    return drawn;
  });
  await expect(message).toHaveTextContent(text);
  await expect(message).toBeVisible();
}

function frameFor(error: unknown) {
  return {
    data: storyBootstrapData(),
    routes: shellRoutes([storyHomeRoute, { path: 'failing', element: <FailingPage error={error} /> }]),
    initialPath: '/failing',
  };
}

const meta = {
  title: 'Shell/Request errors',
  component: ShellStoryFrame,
  parameters: { layout: 'fullscreen' },
  args: frameFor(failedRequest(500, {})),
} satisfies Meta<typeof ShellStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GenericNotice: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Create playlist' }));
    await expectDangerToast(canvasElement, 'There was an issue. Please try again.');
  },
};

export const FirstFieldError: Story = {
  args: frameFor(
    failedRequest(422, {
      message: 'The given data was invalid.',
      errors: { name: ['A playlist with this name already exists.'] },
    }),
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Create playlist' }));
    await expectDangerToast(canvasElement, 'A playlist with this name already exists.');
  },
};

export const DebugTraceOpensTheErrorDialog: Story = {
  args: frameFor(failedRequest(500, debugTrace)),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Create playlist' }));
    const dialog = await body.findByRole('dialog', { name: 'An error occured' });
    await expect(dialog).toHaveTextContent('Illuminate\\Database\\QueryException');
    await expect(
      within(dialog).getByText('app/Playlists/CreatePlaylist.php', { exact: false }),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await expect(body.queryByRole('dialog', { name: 'An error occured' })).toBeNull();
  },
};

const FRENCH_ERROR_DIALOG_LINES = {
  'An error occured': 'Une erreur est survenue',
  Dismiss: 'Fermer',
  'Stack frames': 'Pile d’appels',
  'Expand vendor frames': 'Afficher le code tiers',
  ':method at :path::line': ':method dans :path, ligne :line',
  '{count, plural, one {# vendor frame} other {# vendor frames}}':
    '{count, plural, one {# appel tiers} other {# appels tiers}}',
};

export const DebugTraceInTheVisitorsLanguage: Story = {
  args: {
    ...frameFor(failedRequest(500, debugTrace)),
    data: storyBootstrapData({ lines: FRENCH_ERROR_DIALOG_LINES }),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Create playlist' }));
    const dialog = await body.findByRole('dialog', { name: 'Une erreur est survenue' });
    await expect(within(dialog).getByRole('list', { name: 'Pile d’appels' })).toBeVisible();
    await expect(
      within(dialog).getByRole('article', {
        name: 'App\\Playlists\\CreatePlaylist->execute dans app/Playlists/CreatePlaylist.php, ligne 42',
      }),
    ).toBeVisible();
    await expect(within(dialog).getByText('1 appel tiers')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Afficher le code tiers' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await expect(body.queryByRole('dialog', { name: 'Une erreur est survenue' })).toBeNull();
  },
};
