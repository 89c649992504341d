import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Button } from '../button';
import { cleanupState, renderState, type ScreenshotTheme } from './render-state';

const VARIANTS = ['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'] as const;
const SIZES = ['sm', 'md', 'lg'] as const;

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M8 5v14l11-7z" />
    </svg>
  );
}

function ButtonMatrix() {
  return VARIANTS.map((variant) => (
    <div key={variant} className="flex items-center gap-3">
      {SIZES.map((size) => (
        <Button key={size} variant={variant} size={size}>
          Play next
        </Button>
      ))}
      <Button variant={variant} isIconOnly aria-label="Play">
        <PlayIcon />
      </Button>
      <Button variant={variant} isDisabled>
        Unavailable
      </Button>
    </div>
  ));
}

afterEach(cleanupState);

describe.each<ScreenshotTheme>(['light', 'dark'])('buttons in the %s theme', (theme) => {
  test('every variant in every size, icon-only and disabled, matches its baseline', async () => {
    const state = renderState(<ButtonMatrix />, theme);
    await expect.element(state).toMatchScreenshot(`buttons-${theme}`);
  });

  test('the keyboard focus ring matches its baseline', async () => {
    const state = renderState(<ButtonMatrix />, theme);
    await userEvent.tab();
    await expect
      .element(page.getByRole('button', { name: 'Play next' }).first())
      .toHaveAttribute('data-focus-visible');
    await expect.element(state).toMatchScreenshot(`buttons-focus-visible-${theme}`);
  });
});
