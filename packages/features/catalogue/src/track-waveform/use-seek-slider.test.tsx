// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { BootstrapDataProvider, BootstrapStore } from '@tonearm/shell';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { catalogueStoryData } from '../storybook/story-data';
import { type SeekSliderOptions, useSeekSlider } from './use-seek-slider';

function renderSeekSlider(options: SeekSliderOptions) {
  const store = new BootstrapStore(catalogueStoryData());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BootstrapDataProvider store={store}>{children}</BootstrapDataProvider>
  );
  return renderHook(() => useSeekSlider(options), { wrapper });
}

describe('useSeekSlider', () => {
  it('follows the player in whole seconds, never past the end', () => {
    const { result } = renderSeekSlider({ positionSeconds: 75.8, durationSeconds: 200.4, onSeek: () => {} });
    expect(result.current.value).toBe(75);
    expect(result.current.maxValue).toBe(200);
    expect(result.current.elapsedText).toBe('1:15');
    expect(result.current.totalText).toBe('3:20');
    expect(result.current.sliderProps.formatValue(75)).toBe('1:15 of 3:20');

    const past = renderSeekSlider({ positionSeconds: 300, durationSeconds: 200, onSeek: () => {} });
    expect(past.result.current.value).toBe(200);
  });

  it('gives a track of unknown length a one-second slider', () => {
    const { result } = renderSeekSlider({ positionSeconds: 0, durationSeconds: 0, onSeek: () => {} });
    expect(result.current.maxValue).toBe(1);
  });

  it('shows the chosen second while it moves and seeks only when the move ends', () => {
    const onSeek = vi.fn();
    const { result } = renderSeekSlider({ positionSeconds: 10, durationSeconds: 200, onSeek });
    act(() => result.current.sliderProps.onChange(42));
    expect(result.current.value).toBe(42);
    expect(result.current.isDragging).toBe(true);
    expect(onSeek).not.toHaveBeenCalled();

    act(() => result.current.sliderProps.onChangeEnd(42));
    expect(onSeek).toHaveBeenCalledWith(42);
    expect(result.current.isDragging).toBe(false);
    expect(result.current.value).toBe(10);
  });
});
