// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../button/Button';
import { Tooltip, TooltipTrigger } from './Tooltip';

function ShuffleButton() {
  return (
    <TooltipTrigger>
      <Button>Shuffle</Button>
      <Tooltip>Play in random order</Tooltip>
    </TooltipTrigger>
  );
}

// Synchronous events: user-event's async actions wait on timers that fake timers hold back.
function pointerUser() {
  // React Aria shows hover tooltips only when the last interaction was a pointer one.
  fireEvent.pointerDown(document.body, { pointerType: 'mouse' });
  fireEvent.pointerUp(document.body, { pointerType: 'mouse' });
}

describe('TooltipTrigger', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens 1500 ms after the pointer rests on the trigger', () => {
    render(<ShuffleButton />);
    pointerUser();

    fireEvent.pointerOver(screen.getByRole('button', { name: 'Shuffle' }), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));

    expect(screen.getByRole('tooltip')).toHaveTextContent('Play in random order');
  });

  it('stays 500 ms after the pointer leaves the trigger', () => {
    render(<ShuffleButton />);
    pointerUser();
    const button = screen.getByRole('button', { name: 'Shuffle' });
    fireEvent.pointerOver(button, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(1500));

    fireEvent.pointerOut(button, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));

    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
