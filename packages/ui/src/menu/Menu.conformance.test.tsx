// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Button } from '../button/Button';
import { eventually, INTERACTION_TYPES, interactionDriver } from '../test-support/interactions';
import { answerAsDesktopScreen, answerAsPhoneScreen } from '../test-support/media-queries';
import { Menu } from './Menu';
import { MenuItem } from './MenuItem';
import { MenuTrigger } from './MenuTrigger';

function TrackMenu({ onAction }: { onAction: (key: React.Key) => void }) {
  return (
    <MenuTrigger>
      <Button>Track options</Button>
      <Menu onAction={onAction}>
        <MenuItem id="play-next">Play next</MenuItem>
        <MenuItem id="queue">Add to queue</MenuItem>
        <MenuItem id="share">Share</MenuItem>
        <MenuItem id="radio">Play radio</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

describe('Menu conformance', () => {
  beforeAll(answerAsDesktopScreen);

  it.each(INTERACTION_TYPES)(
    'under %s: opens into the menu, navigates by arrows and type-ahead, acts, and closes by Escape or outside press, restoring focus',
    async (type) => {
      const driver = interactionDriver(type);
      const onAction = vi.fn();
      render(<TrackMenu onAction={onAction} />);
      const trigger = screen.getByRole('button', { name: 'Track options' });
      expect(trigger).toHaveAttribute('aria-haspopup', 'true');
      expect(trigger).toHaveAttribute('aria-expanded', 'false');

      // Opening links the trigger and the menu both ways.
      await driver.activate(trigger);
      let menu = await screen.findByRole('menu');
      const item = (name: string) => within(menu).getByRole('menuitem', { name });
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      expect(trigger).toHaveAttribute('aria-controls', menu.id);
      expect(menu).toHaveAttribute('aria-labelledby', expect.stringContaining(trigger.id));
      // A keyboard user lands on the first item; a pointer user on the menu, one arrow key away from it.
      await eventually(() => expect(type === 'keyboard' ? item('Play next') : menu).toHaveFocus());
      if (type !== 'keyboard') await driver.user.keyboard('{ArrowDown}');
      expect(item('Play next')).toHaveFocus();

      // Arrow keys wrap at both ends; Home and End jump; a typed letter moves to the label starting with it.
      await driver.user.keyboard('{ArrowDown}');
      expect(item('Add to queue')).toHaveFocus();
      await driver.user.keyboard('{ArrowUp}{ArrowUp}');
      expect(item('Play radio')).toHaveFocus();
      await driver.user.keyboard('{ArrowDown}');
      expect(item('Play next')).toHaveFocus();
      await driver.user.keyboard('{End}');
      expect(item('Play radio')).toHaveFocus();
      await driver.user.keyboard('{Home}s');
      expect(item('Share')).toHaveFocus();

      // Escape closes the menu and puts focus back on the trigger.
      await driver.user.keyboard('{Escape}');
      await eventually(() => expect(screen.queryByRole('menu')).toBeNull());
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await eventually(() => expect(trigger).toHaveFocus());

      // A press outside (Escape from the keyboard) dismisses it without acting.
      await driver.activate(trigger);
      await screen.findByRole('menu');
      await driver.dismiss();
      await eventually(() => expect(screen.queryByRole('menu')).toBeNull());
      expect(onAction).not.toHaveBeenCalled();

      // Pressing an item runs its action, closes the menu and gives focus back to the trigger.
      await driver.activate(trigger);
      menu = await screen.findByRole('menu');
      if (type === 'keyboard') {
        await eventually(() => expect(item('Play next')).toHaveFocus());
        await driver.user.keyboard('{ArrowDown}');
      }
      await driver.press(item('Add to queue'));
      expect(onAction).toHaveBeenCalledOnce();
      expect(onAction.mock.calls[0]?.[0]).toBe('queue');
      await eventually(() => expect(screen.queryByRole('menu')).toBeNull());
      await eventually(() => expect(trigger).toHaveFocus());
    },
  );
});

describe('Menu conformance on a phone screen', () => {
  beforeAll(answerAsPhoneScreen);

  it('under touch: opens as a modal that takes focus, acts on a tap and is dismissed by a tap outside, restoring focus', async () => {
    const driver = interactionDriver('touch');
    const onAction = vi.fn();
    render(<TrackMenu onAction={onAction} />);
    const trigger = screen.getByRole('button', { name: 'Track options' });

    await driver.press(trigger);
    let menu = await screen.findByRole('menu');
    expect(menu.closest('[data-slot="popover"]')).toHaveAttribute('data-layout', 'modal');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await eventually(() => expect(menu).toContainElement(document.activeElement as HTMLElement));

    await driver.dismiss();
    await eventually(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(onAction).not.toHaveBeenCalled();

    await driver.press(trigger);
    menu = await screen.findByRole('menu');
    await driver.press(within(menu).getByRole('menuitem', { name: 'Share' }));
    expect(onAction.mock.calls[0]?.[0]).toBe('share');
    await eventually(() => expect(screen.queryByRole('menu')).toBeNull());
    await eventually(() => expect(trigger).toHaveFocus());
  });
});
