// Installed in every page before its scripts run (as a file, so no bundler helper leaks into the page): collects
// Largest Contentful Paint, Cumulative Layout Shift and Event Timing entries, and times an interaction from its
// pointerdown to the first frame painted with its result.
(() => {
  const vitals = { lcp: 0, cls: 0, events: [] };
  window.webVitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  // 16 ms is the lowest threshold Event Timing allows.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId)
        vitals.events.push({ interactionId: entry.interactionId, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });

  window.timeUntilVisible = (selector, timeoutMs) =>
    new Promise((resolve, reject) => {
      let pressedAt = 0;
      document.addEventListener(
        'pointerdown',
        () => {
          pressedAt = performance.now();
        },
        { capture: true, once: true },
      );
      const deadline = performance.now() + timeoutMs;
      const check = () => {
        if (pressedAt > 0 && document.querySelector(selector)) {
          // The frame after the one the element appeared in is the one that shows it.
          requestAnimationFrame(() => resolve({ latencyMs: performance.now() - pressedAt }));
        } else if (performance.now() > deadline) {
          reject(new Error(`${selector} did not appear within ${timeoutMs} ms`));
        } else {
          requestAnimationFrame(check);
        }
      };
      requestAnimationFrame(check);
    });
})();
