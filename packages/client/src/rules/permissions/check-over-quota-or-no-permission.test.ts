import { describe, expect, it } from 'vitest';
import { checkOverQuotaOrNoPermission } from './check-over-quota-or-no-permission';

const limited = {
  permissions: [{ name: 'playlists.create', restrictions: [{ name: 'count', value: 3 }] }],
};
const query = (currentCount: number) => ({
  permission: 'playlists.create',
  restriction: 'count',
  currentCount,
});

describe('checkOverQuotaOrNoPermission', () => {
  it('is within quota below the restriction value', () => {
    expect(checkOverQuotaOrNoPermission({ user: limited }, query(2))).toEqual({
      overQuota: false,
      noPermission: false,
      overQuotaOrNoPermission: false,
    });
  });

  it('is over quota when the current count reaches the restriction value', () => {
    expect(checkOverQuotaOrNoPermission({ user: limited }, query(3))).toEqual({
      overQuota: true,
      noPermission: false,
      overQuotaOrNoPermission: true,
    });
  });

  it('is over quota above the restriction value', () => {
    expect(checkOverQuotaOrNoPermission({ user: limited }, query(7)).overQuota).toBe(true);
  });

  it('reports noPermission when the permission is missing', () => {
    expect(checkOverQuotaOrNoPermission({ user: { permissions: [] } }, query(0))).toEqual({
      overQuota: false,
      noPermission: true,
      overQuotaOrNoPermission: true,
    });
  });

  it('is never over quota when the restriction has no value', () => {
    const unlimited = { permissions: [{ name: 'playlists.create', restrictions: [{ name: 'count' }] }] };
    expect(checkOverQuotaOrNoPermission({ user: unlimited }, query(10_000)).overQuotaOrNoPermission).toBe(
      false,
    );
  });

  it('treats a restriction value of 0 as allowing none', () => {
    const none = { permissions: [{ name: 'playlists.create', restrictions: [{ name: 'count', value: 0 }] }] };
    expect(checkOverQuotaOrNoPermission({ user: none }, query(0)).overQuota).toBe(true);
  });

  it("uses the guest role's restrictions when logged out", () => {
    const result = checkOverQuotaOrNoPermission({ user: null, guestRole: limited }, query(3));
    expect(result).toEqual({ overQuota: true, noPermission: false, overQuotaOrNoPermission: true });
  });
});
