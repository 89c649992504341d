let warming = false;

/**
 * Fetches and runs the code a first play needs before it sounds (the page's store, the player root and the engine)
 * all at once, rather than each after the one before. The bar is left to load as it renders: the sound never waits
 * for it, and naming its many files here would weigh on every page with a play button. Play buttons call it
 * while a pointer rests on them or focus reaches them, so the click finds it ready; a play calls it too, for a press
 * that came without either. Once per page; a failed fetch is tried again by the next call.
 */
export function warmPlayer(): void {
  if (warming) return;
  warming = true;
  Promise.all([
    import('../store/page-store'),
    import('./PlayerRoot'),
    import('../engine/playback-engine'),
  ]).catch(() => {
    warming = false;
  });
}
