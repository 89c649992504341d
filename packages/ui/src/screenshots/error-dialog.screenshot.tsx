import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { ERROR_DIALOG_TITLE, ErrorDialog, type ErrorPayload } from '../error-dialog';
import { cleanupState, renderState } from './render-state';

const QUERY_EXCEPTION: ErrorPayload = {
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
        41: '    {',
        42: "        $tracks = $playlist->tracks()->orderBy('position')->get();",
        43: '',
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
        },
        {
          flatIndex: 2,
          path: '/srv/vendor/laravel/framework/src/Illuminate/Routing/Route.php',
          lineNumber: 260,
          method: 'Illuminate\\Routing\\Route->runController',
        },
      ],
    },
  ],
};

afterEach(cleanupState);

test('the full-screen error dialog with a stack frame and collapsed vendor frames matches its baseline', async () => {
  renderState(
    <ErrorDialog error={QUERY_EXCEPTION} onDismiss={() => {}} downloadLogHref="/api/v1/logs/latest" />,
  );
  await expect.element(page.getByRole('dialog', { name: ERROR_DIALOG_TITLE })).toBeVisible();
  await expect.element(document.body).toMatchScreenshot('error-dialog');
});
