/**
 * A small seeded generator (mulberry32): the same seed gives the same fault offsets, so a failing trial can be run
 * again exactly by setting its seed.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** The seed of a fault run: `UPLOAD_FAULT_SEED` when set (to replay a failure), otherwise a new one. */
export function faultSeed(): number {
  const given = process.env.UPLOAD_FAULT_SEED;
  if (given !== undefined && /^\d+$/.test(given)) return Number(given);
  return Math.floor(Math.random() * 2 ** 31);
}
