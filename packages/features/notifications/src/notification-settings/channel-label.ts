import type { Translate } from '@tonearm/shell';

/** How a delivery channel is named on screen: `browser` is 'Browser'; an unknown one is capitalised. */
export function channelLabel(channel: string, trans: Translate): string {
  if (channel === 'browser') return trans('Browser');
  if (channel === 'email') return trans('Email');
  return channel.charAt(0).toUpperCase() + channel.slice(1).replaceAll(/[_-]/g, ' ');
}
