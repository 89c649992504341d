import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Button } from '../button';
import { Menu, MenuItem, MenuSection, MenuTrigger } from '../menu';
import { cleanupState, renderState, type ScreenshotTheme } from './render-state';

function TrackMenu() {
  return (
    <MenuTrigger>
      <Button variant="outline">Track options</Button>
      <Menu>
        <MenuSection title="Queue">
          <MenuItem id="play-next">Play next</MenuItem>
          <MenuItem id="queue">Add to queue</MenuItem>
        </MenuSection>
        <MenuItem id="share" shortcut="⌘S">
          Share
        </MenuItem>
        <MenuItem id="radio" description="Similar tracks, endlessly">
          Play radio
        </MenuItem>
        <MenuItem id="unavailable" isDisabled>
          Download
        </MenuItem>
        <MenuItem id="delete" intent="danger">
          Delete
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

afterEach(cleanupState);

describe.each<ScreenshotTheme>(['light', 'dark'])('the menu in the %s theme', (theme) => {
  test('opened from the keyboard, with its first item focused, matches its baseline', async () => {
    renderState(<TrackMenu />, theme);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('menuitem', { name: 'Play next' })).toHaveFocus();
    await expect.element(document.body).toMatchScreenshot(`menu-open-${theme}`);
  });
});
