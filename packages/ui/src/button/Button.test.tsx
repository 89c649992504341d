// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';

function PlayIcon() {
  return <svg aria-hidden="true" />;
}

describe('Button', () => {
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
});
