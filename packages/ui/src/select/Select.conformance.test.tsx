// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eventually, INTERACTION_TYPES, interactionDriver } from '../test-support/interactions';
import { answerAsDesktopScreen, answerAsPhoneScreen } from '../test-support/media-queries';
import { Select } from './Select';
import { SelectItem } from './SelectItem';

function GenreSelect({ onChange }: { onChange: (key: React.Key | null) => void }) {
  return (
    <Select label="Genre" placeholder="Pick a genre" onChange={onChange}>
      <SelectItem id="ambient">Ambient</SelectItem>
      <SelectItem id="blues">Blues</SelectItem>
      <SelectItem id="jazz">Jazz</SelectItem>
      <SelectItem id="rock">Rock</SelectItem>
    </Select>
  );
}

describe('Select conformance', () => {
  beforeAll(answerAsDesktopScreen);

  it.each(INTERACTION_TYPES)(
    'under %s: opens its list with focus on an option, navigates by arrows and type-ahead, selects, and closes by Escape or outside press, restoring focus',
    async (type) => {
      const driver = interactionDriver(type);
      const onChange = vi.fn();
      render(<GenreSelect onChange={onChange} />);
      const trigger = screen.getByRole('button', { name: /Genre/ });
      expect(trigger).toHaveAttribute('aria-haspopup', 'listbox');
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      expect(trigger).toHaveTextContent('Pick a genre');

      // Opening links the button and the list, and puts focus on an option.
      await driver.activate(trigger);
      let listbox = await screen.findByRole('listbox');
      const option = (name: string) => within(listbox).getByRole('option', { name });
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      expect(trigger).toHaveAttribute('aria-controls', listbox.id);
      expect(listbox).toHaveAccessibleName('Genre');
      // With nothing chosen, a keyboard user lands on the first option; a pointer user on the list, one arrow
      // key away from it.
      await eventually(() => expect(type === 'keyboard' ? option('Ambient') : listbox).toHaveFocus());
      if (type !== 'keyboard') await driver.user.keyboard('{ArrowDown}');
      expect(option('Ambient')).toHaveFocus();

      // Arrow keys move between options without selecting; a typed letter moves to the matching label.
      await driver.user.keyboard('{ArrowDown}');
      expect(option('Blues')).toHaveFocus();
      await driver.user.keyboard('{End}');
      expect(option('Rock')).toHaveFocus();
      await driver.user.keyboard('j');
      expect(option('Jazz')).toHaveFocus();
      expect(option('Jazz')).toHaveAttribute('aria-selected', 'false');

      // Escape closes without choosing and gives focus back to the button.
      await driver.user.keyboard('{Escape}');
      await eventually(() => expect(screen.queryByRole('listbox')).toBeNull());
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await eventually(() => expect(trigger).toHaveFocus());
      expect(onChange).not.toHaveBeenCalled();

      // A press outside (Escape from the keyboard) dismisses the list without choosing.
      await driver.activate(trigger);
      await screen.findByRole('listbox');
      await driver.dismiss();
      await eventually(() => expect(screen.queryByRole('listbox')).toBeNull());
      expect(onChange).not.toHaveBeenCalled();

      // Pressing an option selects it, closes the list and gives focus back to the button.
      await driver.activate(trigger);
      listbox = await screen.findByRole('listbox');
      if (type === 'keyboard') {
        await eventually(() => expect(option('Ambient')).toHaveFocus());
        await driver.user.keyboard('{ArrowDown}{ArrowDown}');
      }
      await driver.press(option('Jazz'));
      expect(onChange).toHaveBeenLastCalledWith('jazz');
      await eventually(() => expect(screen.queryByRole('listbox')).toBeNull());
      expect(trigger).toHaveTextContent('Jazz');
      await eventually(() => expect(trigger).toHaveFocus());

      // Reopened, the list marks the chosen option and starts on it.
      await driver.activate(trigger);
      listbox = await screen.findByRole('listbox');
      expect(option('Jazz')).toHaveAttribute('aria-selected', 'true');
      expect(option('Blues')).toHaveAttribute('aria-selected', 'false');
      await eventually(() => expect(option('Jazz')).toHaveFocus());
      await driver.user.keyboard('{Escape}');
      await eventually(() => expect(trigger).toHaveFocus());

      // On the closed button, a typed letter picks the matching option without opening the list.
      await driver.user.keyboard('r');
      expect(onChange).toHaveBeenLastCalledWith('rock');
      expect(trigger).toHaveTextContent('Rock');
      expect(screen.queryByRole('listbox')).toBeNull();
    },
  );
});

describe('Select conformance on a phone screen', () => {
  beforeAll(answerAsPhoneScreen);

  it('under touch: opens its list in a bottom tray that takes focus, selects on a tap and is dismissed by a tap outside, restoring focus', async () => {
    const driver = interactionDriver('touch');
    const onChange = vi.fn();
    render(<GenreSelect onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Genre/ });

    await driver.press(trigger);
    let listbox = await screen.findByRole('listbox');
    expect(listbox.closest('[data-slot="tray"]')).not.toBeNull();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await eventually(() => expect(listbox).toContainElement(document.activeElement as HTMLElement));

    await driver.dismiss();
    await eventually(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();

    await driver.press(trigger);
    listbox = await screen.findByRole('listbox');
    await driver.press(within(listbox).getByRole('option', { name: 'Blues' }));
    expect(onChange).toHaveBeenLastCalledWith('blues');
    await eventually(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(trigger).toHaveTextContent('Blues');
    await eventually(() => expect(trigger).toHaveFocus());
  });
});
