import { afterEach, describe, expect, test } from 'vitest';
import { TextField } from '../text-field';
import { cleanupState, renderState, type ScreenshotTheme } from './render-state';

function TextFields() {
  return (
    <div className="flex w-80 flex-col gap-6">
      <TextField
        label="Verification code"
        placeholder="Enter your verification code"
        description="Check your spam and promotions tab if you cannot find the email."
      />
      <TextField
        label="Email"
        type="email"
        defaultValue="ada@"
        isInvalid
        errorMessage="The email must be a valid email address."
      />
      <TextField label="Username" defaultValue="ada" isDisabled />
    </div>
  );
}

afterEach(cleanupState);

describe.each<ScreenshotTheme>(['light', 'dark'])('text fields in the %s theme', (theme) => {
  test('a described field, a field with an error and a disabled field match their baseline', async () => {
    const state = renderState(<TextFields />, theme);
    await expect.element(state).toMatchScreenshot(`text-fields-${theme}`);
  });
});
