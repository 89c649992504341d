import { afterEach, describe, expect, test } from 'vitest';
import { Checkbox } from '../checkbox';
import { Radio, RadioGroup } from '../radio-group';
import { Switch } from '../switch';
import { cleanupState, renderState, type ScreenshotTheme } from './render-state';

function Toggles() {
  return (
    <div className="flex gap-12">
      <div className="flex flex-col gap-3">
        <Checkbox>Explicit lyrics</Checkbox>
        <Checkbox defaultSelected>Show in profile</Checkbox>
        <Checkbox isIndeterminate>All tracks</Checkbox>
        <Checkbox isInvalid errorMessage="Accept the terms to continue.">
          I accept the terms
        </Checkbox>
        <Checkbox isDisabled defaultSelected>
          Locked by your workspace
        </Checkbox>
      </div>
      <div className="flex flex-col gap-3">
        <Switch>Autoplay</Switch>
        <Switch defaultSelected>Crossfade</Switch>
        <Switch isDisabled>Offline mode</Switch>
      </div>
      <RadioGroup label="Audio quality" defaultValue="high">
        <Radio value="normal">Normal</Radio>
        <Radio value="high">High</Radio>
        <Radio value="lossless" isDisabled>
          Lossless
        </Radio>
      </RadioGroup>
    </div>
  );
}

afterEach(cleanupState);

describe.each<ScreenshotTheme>(['light', 'dark'])(
  'checkboxes, switches and radios in the %s theme',
  (theme) => {
    test('unselected, selected, indeterminate, invalid and disabled states match their baseline', async () => {
      const state = renderState(<Toggles />, theme);
      await expect.element(state).toMatchScreenshot(`toggles-${theme}`);
    });
  },
);
