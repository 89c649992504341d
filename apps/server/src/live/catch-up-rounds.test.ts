import { describe, expect, it } from 'vitest';
import { CatchUpRounds } from './catch-up-rounds';

/** Rounds whose marks come back only when the test says, on a clock the test moves. */
function rounds() {
  let time = 0;
  const outstanding: ((heard: boolean) => void)[] = [];
  const catchUp = new CatchUpRounds(
    () => new Promise<boolean>((resolve) => outstanding.push(resolve)),
    () => time,
  );
  return {
    catchUp,
    sent: () => outstanding.length,
    answer: async (heard = true) => {
      const next = outstanding.shift();
      if (!next) throw new Error('No round is out');
      next(heard);
      // Let the round's callbacks and the next round's start run.
      for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
    },
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('CatchUpRounds', () => {
  it('answers a caller once a round sent after it asked comes back', async () => {
    const { catchUp, sent, answer } = rounds();
    const heard = catchUp.heardSince(0);
    expect(sent()).toBe(1);
    await answer();
    await expect(heard).resolves.toBe(true);
  });

  it('answers at once when a round sent since then already came back', async () => {
    const { catchUp, sent, answer, advance } = rounds();
    advance(10);
    const first = catchUp.heardSince(5);
    await answer();
    await first;
    await expect(catchUp.heardSince(10)).resolves.toBe(true);
    expect(sent()).toBe(0);
  });

  it('lets callers who asked before a round was sent share it', async () => {
    const { catchUp, sent, answer, advance } = rounds();
    advance(10);
    const first = catchUp.heardSince(9);
    const second = catchUp.heardSince(10);
    expect(sent()).toBe(1);
    await answer();
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
  });

  it('makes callers who asked after a round was sent wait for the next, one round for all of them', async () => {
    const { catchUp, sent, answer, advance } = rounds();
    const first = catchUp.heardSince(0);
    advance(1);
    const later = [catchUp.heardSince(1), catchUp.heardSince(1), catchUp.heardSince(1)];
    expect(sent()).toBe(1);
    let settled = false;
    void Promise.all(later).then(() => {
      settled = true;
    });
    await answer();
    await expect(first).resolves.toBe(true);
    expect(settled).toBe(false);
    expect(sent()).toBe(1);
    await answer();
    await expect(Promise.all(later)).resolves.toEqual([true, true, true]);
  });

  it('answers false when a mark is not heard back, and tries again for the next caller', async () => {
    const { catchUp, sent, answer, advance } = rounds();
    const lost = catchUp.heardSince(0);
    await answer(false);
    await expect(lost).resolves.toBe(false);
    advance(1);
    const retried = catchUp.heardSince(0);
    expect(sent()).toBe(1);
    await answer();
    await expect(retried).resolves.toBe(true);
  });

  it('answers false when sending fails', async () => {
    const catchUp = new CatchUpRounds(() => Promise.reject(new Error('Connection lost')));
    await expect(catchUp.heardSince(0)).resolves.toBe(false);
  });

  it('forgets earlier rounds on reset', async () => {
    const { catchUp, sent, answer, advance } = rounds();
    advance(10);
    const first = catchUp.heardSince(0);
    await answer();
    await first;
    catchUp.reset();
    void catchUp.heardSince(0);
    expect(sent()).toBe(1);
  });
});
