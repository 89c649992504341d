// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

function PlayIcon() {
  return <svg aria-hidden="true" />;
}

describe('Button', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('names an icon-only button by its aria-label', () => {
    render(
      <Button isIconOnly aria-label="Play">
        <PlayIcon />
      </Button>,
    );

    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('types away the nameless icon-only button it would otherwise render', () => {
    // The package typecheck fails if this line compiles: an icon-only button's type requires aria-label.
    // @ts-expect-error aria-label is missing
    const unnamed = <Button isIconOnly>{<PlayIcon />}</Button>;
    render(unnamed);

    expect(screen.getByRole('button')).toHaveAccessibleName('');
  });

  it('names a pending icon-only button after its label and the spinner that appears after 50 ms', () => {
    vi.useFakeTimers();
    render(
      <Button isIconOnly aria-label="Save" isPending>
        <PlayIcon />
      </Button>,
    );
    act(() => vi.advanceTimersByTime(50));

    const spinner = screen.getByRole('progressbar', { name: 'Loading' });
    const button = screen.getByRole('button');
    expect(button.getAttribute('aria-labelledby')?.split(' ')).toContain(spinner.id);
    expect(button).toHaveAccessibleName('Save Loading');
  });
});
