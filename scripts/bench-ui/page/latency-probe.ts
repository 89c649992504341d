/** One interaction as the page saw it. */
export interface InteractionTiming {
  /**
   * The interaction's latency at millisecond precision, as Event Timing defines it: for each of its input events,
   * from the event's timestamp to the end of the next paint after its handlers, and the longest of those.
   * When the result first shows in a later frame than that, the time from the last input before it to that
   * paint counts too.
   */
  latencyMs: number;
  /**
   * The browser's own figure: the interaction's longest Event Timing entry (`duration`, 8 ms granularity),
   * or null when every event of it took under the 16 ms observation threshold.
   */
  eventTimingMs: number | null;
}

interface ArmedInteraction {
  selector: string;
  lastInputAt: number | null;
  longestEventMs: number;
  resultMs: number;
  eventPaints: Promise<void>[];
  resultPainted: Promise<void>;
  onResultPainted: () => void;
}

declare global {
  interface Window {
    benchProbe: {
      /** Starts watching: the next trusted inputs belong to the interaction, which ends when `selector` matches. */
      arm(selector: string): void;
      /** Call once the driver's input has been delivered; rejects when the result never appears. */
      result(timeoutMs: number): Promise<InteractionTiming>;
    };
  }
}

const EVENT_TIMING_THRESHOLD_MS = 16;
const INPUT_EVENTS = ['pointerdown', 'pointerup', 'click', 'keydown', 'keyup'] as const;

// Calls back once the frame after the current task has been painted: the frame's requestAnimationFrame runs
// before its paint, and a message posted from there is handled after it.
function afterNextPaint(callback: () => void): void {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = callback;
    channel.port2.postMessage(undefined);
  });
}

/** Installs `window.benchProbe`, timing one armed interaction at a time. */
export function installLatencyProbe(): void {
  const eventEntries: PerformanceEventTiming[] = [];
  new PerformanceObserver((list) => {
    eventEntries.push(...(list.getEntries() as PerformanceEventTiming[]));
  }).observe({
    type: 'event',
    durationThreshold: EVENT_TIMING_THRESHOLD_MS,
    buffered: true,
  } as PerformanceObserverInit);

  let armed: ArmedInteraction | null = null;
  let firstInputAt = 0;

  const watchForResult = (interaction: ArmedInteraction) => {
    const check = () => {
      if (armed !== interaction) return;
      if (!document.querySelector(interaction.selector)) {
        requestAnimationFrame(check);
        return;
      }
      const lastInputAt = interaction.lastInputAt ?? 0;
      afterNextPaint(() => {
        interaction.resultMs = performance.now() - lastInputAt;
        interaction.onResultPainted();
      });
    };
    requestAnimationFrame(check);
  };

  const onInput = (event: Event) => {
    const interaction = armed;
    if (!interaction || !event.isTrusted) return;
    if (interaction.lastInputAt === null) {
      firstInputAt = event.timeStamp;
      watchForResult(interaction);
    }
    interaction.lastInputAt = event.timeStamp;
    // Registered in the capture phase, before the page's handlers, so the paint waited for comes after them.
    interaction.eventPaints.push(
      new Promise((resolve) =>
        afterNextPaint(() => {
          interaction.longestEventMs = Math.max(
            interaction.longestEventMs,
            performance.now() - event.timeStamp,
          );
          resolve();
        }),
      ),
    );
  };
  for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, { capture: true });

  window.benchProbe = {
    arm(selector) {
      let onResultPainted = () => {};
      const resultPainted = new Promise<void>((resolve) => {
        onResultPainted = resolve;
      });
      armed = {
        selector,
        lastInputAt: null,
        longestEventMs: 0,
        resultMs: 0,
        eventPaints: [],
        resultPainted,
        onResultPainted,
      };
    },
    async result(timeoutMs) {
      const interaction = armed;
      if (!interaction) throw new Error('benchProbe.result() called before arm()');
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        await Promise.race([
          interaction.resultPainted,
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no result within ${timeoutMs} ms`)), timeoutMs);
          }),
        ]);
      } finally {
        clearTimeout(timer);
      }
      await Promise.all(interaction.eventPaints);
      armed = null;
      // Event Timing entries are delivered after the paint; give the observer a moment.
      await new Promise((resolve) => setTimeout(resolve, 120));
      const durations = eventEntries
        .filter((entry) => entry.interactionId > 0 && entry.startTime >= firstInputAt - 1)
        .map((entry) => entry.duration);
      return {
        latencyMs: Math.max(interaction.longestEventMs, interaction.resultMs),
        eventTimingMs: durations.length ? Math.max(...durations) : null,
      };
    },
  };
}
