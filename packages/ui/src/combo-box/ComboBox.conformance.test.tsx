// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SelectItem } from '../select/SelectItem';
import { eventually, INTERACTION_TYPES, interactionDriver } from '../test-support/interactions';
import { answerAsDesktopScreen } from '../test-support/media-queries';
import { ComboBox } from './ComboBox';

function ArtistComboBox({ onSelectionChange }: { onSelectionChange: (key: React.Key | null) => void }) {
  return (
    <ComboBox label="Artist" onSelectionChange={onSelectionChange}>
      <SelectItem id="adele">Adele</SelectItem>
      <SelectItem id="bjork">Björk</SelectItem>
      <SelectItem id="jorja">Jorja Smith</SelectItem>
      <SelectItem id="nina">Nina Simone</SelectItem>
    </ComboBox>
  );
}

describe('ComboBox conformance', () => {
  beforeAll(answerAsDesktopScreen);

  it.each(INTERACTION_TYPES)(
    'under %s: opens its suggestions, filters them as the user types, moves the active option by arrows, selects, and closes by Escape or outside press, keeping focus in the input',
    async (type) => {
      const driver = interactionDriver(type);
      const onSelectionChange = vi.fn();
      render(<ArtistComboBox onSelectionChange={onSelectionChange} />);
      const input = screen.getByRole('combobox', { name: 'Artist' });
      const button = screen.getByRole('button');
      expect(input).toHaveAttribute('aria-expanded', 'false');
      expect(input).toHaveAttribute('aria-autocomplete', 'list');
      // The button repeats what the arrow keys do in the input, so it stays out of the Tab order.
      expect(button).toHaveAttribute('tabindex', '-1');

      // Keyboard users open the list with ArrowDown in the input; pointer users press the button.
      const open = async () => {
        if (type === 'keyboard') {
          await driver.reach(input);
          await driver.user.keyboard('{ArrowDown}');
        } else {
          await driver.press(button);
        }
        return screen.findByRole('listbox');
      };

      let listbox = await open();
      const option = (name: string) => within(listbox).getByRole('option', { name });
      expect(input).toHaveAttribute('aria-expanded', 'true');
      expect(input).toHaveAttribute('aria-controls', listbox.id);
      expect(within(listbox).getAllByRole('option')).toHaveLength(4);
      // Focus stays in the input; the active option is announced through aria-activedescendant.
      await eventually(() => expect(input).toHaveFocus());
      if (type === 'keyboard') {
        expect(input).toHaveAttribute('aria-activedescendant', option('Adele').id);
      } else {
        await driver.user.keyboard('{ArrowDown}');
        expect(input).toHaveAttribute('aria-activedescendant', option('Adele').id);
      }
      await driver.user.keyboard('{ArrowDown}');
      expect(input).toHaveAttribute('aria-activedescendant', option('Björk').id);

      // Escape closes the list without choosing; focus stays in the input.
      await driver.user.keyboard('{Escape}');
      await eventually(() => expect(screen.queryByRole('listbox')).toBeNull());
      expect(input).toHaveAttribute('aria-expanded', 'false');
      expect(input).toHaveFocus();
      expect(onSelectionChange).not.toHaveBeenCalled();

      // Typing opens the list filtered to the matching suggestions.
      await driver.user.keyboard('ni');
      listbox = await screen.findByRole('listbox');
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((node) => node.textContent),
      ).toEqual(['Nina Simone']);

      // A press outside (Escape from the keyboard) dismisses the list without choosing.
      await driver.dismiss();
      await eventually(() => expect(screen.queryByRole('listbox')).toBeNull());
      expect(onSelectionChange).not.toHaveBeenCalled();

      // Pressing a suggestion (ArrowDown then Enter from the keyboard) fills the input and closes the list.
      await driver.user.clear(input);
      listbox = await open();
      if (type === 'keyboard') {
        await driver.user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
      } else {
        await driver.press(option('Jorja Smith'));
      }
      expect(onSelectionChange).toHaveBeenLastCalledWith('jorja');
      await eventually(() => expect(screen.queryByRole('listbox')).toBeNull());
      expect(input).toHaveValue('Jorja Smith');
      expect(input).toHaveAttribute('aria-expanded', 'false');
      expect(input).toHaveFocus();

      // Reopened, the list marks the chosen suggestion.
      listbox = await open();
      expect(option('Jorja Smith')).toHaveAttribute('aria-selected', 'true');
      expect(option('Adele')).toHaveAttribute('aria-selected', 'false');
    },
  );
});
