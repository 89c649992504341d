/** The part of an audio element that sends its sound to a chosen output (Chromium's `setSinkId`). */
export interface SinkChoosable {
  setSinkId?: (sinkId: string) => Promise<void>;
}

/** An audio output the browser lists. */
export interface OutputDevice {
  id: string;
  label: string;
}

type Listener = (sinkId: string) => void;

/**
 * The output the listener chose for this tab, `''` for the system's default. It lives apart from the player's
 * store: only browsers with `setSinkId` offer the choice, and the engine and the menu that load with the player
 * are the only ones that read it, so the first visit never carries it.
 */
export class OutputDeviceChoice {
  private sinkId = '';
  private readonly listeners = new Set<Listener>();

  get current(): string {
    return this.sinkId;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  choose(sinkId: string): void {
    if (sinkId === this.sinkId) return;
    this.sinkId = sinkId;
    for (const listener of this.listeners) listener(sinkId);
  }
}

/** The page's one choice, shared by the engine and the bar's menu. */
export const outputDeviceChoice = new OutputDeviceChoice();

/** Whether this browser lets a page pick the output of an audio element. */
export function canChooseOutput(): boolean {
  return typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;
}

/** The audio outputs the browser names (it names them once the page may use a microphone or chose one before). */
export async function listOutputDevices(): Promise<OutputDevice[]> {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.enumerateDevices) return [];
  const devices = await navigator.mediaDevices.enumerateDevices();
  return devices
    .filter(
      (device) => device.kind === 'audiooutput' && device.deviceId !== 'default' && device.deviceId !== '',
    )
    .map((device, index) => ({ id: device.deviceId, label: device.label || `Output ${index + 1}` }));
}

/** Sends every element's sound to `sinkId`; a refused switch leaves that element where it was. */
export function applyOutputDevice(elements: readonly SinkChoosable[], sinkId: string): void {
  for (const element of elements) void element.setSinkId?.(sinkId).catch(() => undefined);
}
