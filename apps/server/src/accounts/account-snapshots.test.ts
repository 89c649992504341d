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
});
