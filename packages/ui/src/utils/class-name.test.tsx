// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/Button';
import { Checkbox } from '../checkbox/Checkbox';
import { TextField } from '../text-field/TextField';

describe('className on kit components', () => {
  it('adds a caller class to the kit classes, and an important override to replace one', () => {
    render(<Button className="rounded-full! w-full">Follow</Button>);
    const button = screen.getByRole('button', { name: 'Follow' });

    expect(button).toHaveClass('rounded-full!', 'w-full', 'rounded-ui');
  });

  it('accepts React Aria’s function form and adds what it returns to the kit’s classes', () => {
    render(
      <Checkbox isSelected className={({ isSelected }) => (isSelected ? 'gap-3 is-on' : 'is-off')}>
        Shuffle
      </Checkbox>,
    );
    const field = screen.getByRole('checkbox', { name: 'Shuffle' }).closest('[data-slot="checkbox"]');

    expect(field).toHaveClass('flex', 'flex-col', 'gap-3', 'is-on');
  });

  it('passes a text field the render state through the function form', () => {
    render(
      <TextField label="Title" isDisabled className={({ isDisabled }) => (isDisabled ? 'opacity-50' : '')} />,
    );

    expect(screen.getByRole('textbox', { name: 'Title' }).closest('[data-slot="text-field"]')).toHaveClass(
      'opacity-50',
      'flex',
    );
  });
});
