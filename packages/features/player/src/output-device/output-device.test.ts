import { describe, expect, it, vi } from 'vitest';
import { applyOutputDevice, OutputDeviceChoice } from './output-device';

describe('OutputDeviceChoice', () => {
  it('starts on the default output and tells listeners of a new choice once', () => {
    const choice = new OutputDeviceChoice();
    const listener = vi.fn();
    choice.subscribe(listener);
    expect(choice.current).toBe('');
    choice.choose('speakers');
    choice.choose('speakers');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith('speakers');
  });
});

describe('applyOutputDevice', () => {
  it('moves every element that can choose its output and skips those that cannot', async () => {
    const setSinkId = vi.fn(async () => undefined);
    const refusing = vi.fn(async () => Promise.reject(new Error('NotAllowedError')));
    applyOutputDevice([{ setSinkId }, {}, { setSinkId: refusing }], 'headphones');
    expect(setSinkId).toHaveBeenCalledWith('headphones');
    expect(refusing).toHaveBeenCalledWith('headphones');
  });
});
