// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders nothing for the first 50 ms, then a progress bar named Loading', () => {
    render(<Spinner />, { wrapper: StrictMode });
    expect(screen.queryByRole('progressbar')).toBeNull();

    act(() => vi.advanceTimersByTime(50));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('stays on screen 200 ms after the work ends right after it appeared', () => {
    const { rerender } = render(<Spinner isLoading />);
    act(() => vi.advanceTimersByTime(50));
    rerender(<Spinner isLoading={false} />);

    act(() => vi.advanceTimersByTime(199));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
