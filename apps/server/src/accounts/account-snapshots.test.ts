import { describe, expect, it } from 'vitest';
import { AccountSnapshots } from './account-snapshots';

interface Session {
  id: number;
  user: number;
}

function snapshots(options: { limit?: number; ttlMs?: number } = {}) {
  let time = 0;
  const kept = new AccountSnapshots<Session, string>({ ...options, clock: () => time });
  kept.setListening(true);
  let reads = 0;
  const session = (key: string, found: Session | null = { id: 1, user: 7 }) =>
    kept.session(
      key,
      async () => {
        reads += 1;
        return found;
      },
      (value) => value.user,
    );
  const account = (userId: number) =>
    kept.account(userId, async () => {
      reads += 1;
      return `account ${userId}`;
    });
  return {
    kept,
    session,
    account,
    reads: () => reads,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('AccountSnapshots', () => {
  it('reads a session and an account once, then answers them from memory', async () => {
    const { session, account, reads } = snapshots();
    await session('a');
    await account(7);
    expect(await session('a')).toEqual({ id: 1, user: 7 });
    expect(await account(7)).toBe('account 7');
    expect(reads()).toBe(2);
  });

  it('drops the sessions and the account of a user announced as changed, and no one else’s', async () => {
    const { kept, session, account, reads } = snapshots();
    await session('a');
    await session('b', { id: 2, user: 7 });
    await session('c', { id: 3, user: 8 });
    await account(7);
    kept.changed('7');
    await session('a');
    await session('b', { id: 2, user: 7 });
    await session('c', { id: 3, user: 8 });
    await account(7);
    expect(reads()).toBe(4 + 3);
  });

  it('drops everything on an announcement for every account', async () => {
    const { kept, session, account } = snapshots();
    await session('a');
    await account(8);
    kept.changed('*');
    expect(kept.size).toEqual({ sessions: 0, accounts: 0 });
  });

  it('does not keep a read that an announcement overtook, since it may predate the change', async () => {
    const { kept } = snapshots();
    await kept.account(7, async () => {
      kept.changed('7');
      return 'read before the change';
    });
    expect(kept.size.accounts).toBe(0);
  });

  it('keeps nothing while announcements cannot arrive, and forgets all when they stop', async () => {
    const { kept, account, reads } = snapshots();
    await account(7);
    kept.setListening(false);
    expect(kept.size.accounts).toBe(0);
    await account(7);
    await account(7);
    expect(reads()).toBe(3);
  });

  it('never keeps a session that was not found', async () => {
    const { kept, session, reads } = snapshots();
    expect(await session('guest', null)).toBeNull();
    expect(await session('guest', null)).toBeNull();
    expect(reads()).toBe(2);
    expect(kept.size.sessions).toBe(0);
  });

  it('reads again once a snapshot is older than its time to live', async () => {
    const { account, reads, advance } = snapshots({ ttlMs: 1000 });
    await account(7);
    advance(999);
    await account(7);
    advance(1);
    await account(7);
    expect(reads()).toBe(2);
  });

  it('holds at most its limit, letting the oldest go first', async () => {
    const { kept, account, reads } = snapshots({ limit: 2 });
    await account(1);
    await account(2);
    await account(3);
    expect(kept.size.accounts).toBe(2);
    await account(3);
    await account(2);
    expect(reads()).toBe(3);
    await account(1);
    expect(reads()).toBe(4);
  });

  describe('catching up before a snapshot is used', () => {
    /** Snapshots whose catch-up answers only when the test says, recording the arrival times asked about. */
    function waitingSnapshots() {
      const asked: number[] = [];
      const answers: ((heard: boolean) => void)[] = [];
      const kept = new AccountSnapshots<Session, string>({
        clock: () => 0,
        heardSince: (since) => {
          asked.push(since);
          return new Promise((resolve) => answers.push(resolve));
        },
      });
      kept.setListening(true);
      let reads = 0;
      const account = (userId: number, since = 0) =>
        kept.account(
          userId,
          async () => {
            reads += 1;
            return `account ${userId} read ${reads}`;
          },
          since,
        );
      const answer = (heard: boolean) => answers.shift()?.(heard);
      return { kept, account, answer, asked, reads: () => reads };
    }

    it('reads a missing account without waiting, and waits for the catch-up before using a kept one', async () => {
      const { account, answer, asked, reads } = waitingSnapshots();
      await account(7, 3);
      expect(asked).toEqual([]);
      const second = account(7, 5);
      expect(asked).toEqual([5]);
      answer(true);
      expect(await second).toBe('account 7 read 1');
      expect(reads()).toBe(1);
    });

    it('reads the database when the catch-up cannot be confirmed', async () => {
      const { account, answer, reads } = waitingSnapshots();
      await account(7);
      const second = account(7);
      answer(false);
      expect(await second).toBe('account 7 read 2');
      expect(reads()).toBe(2);
    });

    it('reads again an account whose change was heard while catching up', async () => {
      const { kept, account, answer } = waitingSnapshots();
      await account(7);
      const second = account(7);
      kept.changed('7');
      answer(true);
      expect(await second).toBe('account 7 read 2');
    });
  });
});
