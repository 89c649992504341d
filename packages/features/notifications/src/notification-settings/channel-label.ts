const CHANNEL_LABELS: Readonly<Record<string, string>> = { browser: 'Browser', email: 'Email' };

/** How a delivery channel is named on screen: `browser` is 'Browser'; an unknown one is capitalised. */
export function channelLabel(channel: string): string {
  return (
    CHANNEL_LABELS[channel] ?? channel.charAt(0).toUpperCase() + channel.slice(1).replaceAll(/[_-]/g, ' ')
  );
}
