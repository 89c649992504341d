// A line's leading time stamps: `[mm:ss]`, `[mm:ss.xx]` or `[mm:ss:xx]`, as `parseLrc` reads them.
const LEADING_STAMPS = /^(?:\[\d{1,3}:\d{1,2}(?:[.:]\d{1,3})?\])+/;
const STAMP_SECONDS = /\[\d{1,3}:(\d{1,2})/g;
// Header tags (`[ar:Artist]`, `[offset:+200]`): a letter name and a value that is not a time.
const HEADER = /^\[[a-z]+:(?!\s*\d{1,2}(?:[.:]|\]))[^\]]*\]$/i;

/** The first reason LRC text is not synced lyrics the player can follow, or null when it is. */
export function lrcProblem(text: string): string | null {
  const lines = text.split(/\r?\n/);
  let timed = 0;
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === '' || HEADER.test(line)) continue;
    const stamps = LEADING_STAMPS.exec(line);
    const number = index + 1;
    if (!stamps) return `Line ${number} has no time stamp such as [01:23.45] at its start.`;
    for (const [, seconds = '0'] of stamps[0].matchAll(STAMP_SECONDS)) {
      if (Number(seconds) > 59) return `Line ${number} has a time stamp with more than 59 seconds.`;
    }
    timed += 1;
  }
  return timed === 0 ? 'Synced lyrics need at least one line with a time stamp.' : null;
}
