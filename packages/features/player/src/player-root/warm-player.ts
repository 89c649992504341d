let warming = false;

/**
 * Fetches and runs the code a first play needs (the page's store, the player root, the engine and the bar) all at
 * once, rather than each after the one before. Play buttons call it while a pointer rests on them or focus reaches
 * them, so the click finds it ready; a play calls it too, for a press that came without either. Once per page; a
 * failed fetch is tried again by the next call.
 */
export function warmPlayer(): void {
  if (warming) return;
  warming = true;
  Promise.all([
    import('../store/page-store'),
    import('./PlayerRoot'),
    import('../engine/playback-engine'),
    import('./PlayerSurfaces'),
  ]).catch(() => {
    warming = false;
  });
}
