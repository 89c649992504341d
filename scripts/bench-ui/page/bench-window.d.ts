// What the bench page puts on `window` for the driver (the probe's own API is declared in latency-probe.ts).
interface Window {
  /** Set once the case has rendered, so the driver knows when to start. */
  benchReady?: boolean;
  /** The case module's reset hook, if it has one (e.g. dismissing a toast). */
  benchReset?: () => void;
}
