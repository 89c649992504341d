/**
 * How the benchmarks start Debian's Chromium: headless, as root, and with nothing reaching for the network on its
 * own (this machine refuses those connections, and a refused one costs time inside a measurement).
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
