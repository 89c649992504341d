import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Select, SelectItem } from '../select';
import { cleanupState, renderState } from './render-state';

const GENRES = ['Ambient', 'Blues', 'Electronic', 'Jazz', 'Pop', 'Punk', 'Rock'].map((name) => ({
  id: name.toLowerCase(),
  name,
}));

function GenreSelect() {
  return (
    <div className="w-64">
      <Select label="Genre" placeholder="Choose a genre" items={GENRES} defaultValue="jazz">
        {(genre) => <SelectItem>{genre.name}</SelectItem>}
      </Select>
    </div>
  );
}

async function openFromKeyboard() {
  await userEvent.tab();
  await userEvent.keyboard('{ArrowDown}');
  await expect.element(page.getByRole('option', { name: 'Jazz' })).toHaveFocus();
}

afterEach(cleanupState);

test('the select opened in its popover, on the selected option, matches its baseline', async () => {
  renderState(<GenreSelect />);
  await openFromKeyboard();
  await expect.element(document.body).toMatchScreenshot('select-open');
});

test('the select opened in a bottom tray on a 375 px wide screen matches its baseline', async () => {
  await page.viewport(375, 667);
  renderState(<GenreSelect />);
  await openFromKeyboard();
  await expect.element(document.body).toMatchScreenshot('select-open-tray');
});
