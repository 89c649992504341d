import { describe, expect, it, vi } from 'vitest';
import { type HumanCheckPorts, verifyHuman } from './verify-human';

const enabled = { site_key: 'site-key', enable: { register: true } };

function ports(overrides: Partial<HumanCheckPorts> & { token?: string } = {}) {
  const execute = vi.fn(async () => overrides.token ?? 'token-1');
  return {
    execute,
    load: overrides.load ?? vi.fn(async () => ({ ready: (callback: () => void) => callback(), execute })),
    verify: overrides.verify ?? vi.fn(async () => true),
  };
}

describe('verifyHuman', () => {
  it('passes without asking anyone when the check is off for the action', async () => {
    const calls = ports();
    await expect(
      verifyHuman({ site_key: 'site-key', enable: { contact: true } }, 'register', calls),
    ).resolves.toBe(true);
    await expect(verifyHuman(undefined, 'register', calls)).resolves.toBe(true);
    expect(calls.load).not.toHaveBeenCalled();
  });

  it('passes when the server verifies the token the provider gave for the action', async () => {
    const calls = ports();
    await expect(verifyHuman(enabled, 'register', calls)).resolves.toBe(true);
    expect(calls.execute).toHaveBeenCalledWith('site-key', { action: 'register' });
    expect(calls.verify).toHaveBeenCalledWith('token-1');
  });

  it('fails when the server refuses the token', async () => {
    await expect(verifyHuman(enabled, 'register', ports({ verify: async () => false }))).resolves.toBe(false);
  });

  it('fails when the provider cannot be reached', async () => {
    const calls = ports({
      load: async () => {
        throw new Error('The reCAPTCHA script could not be loaded.');
      },
    });
    await expect(verifyHuman(enabled, 'register', calls)).resolves.toBe(false);
    expect(calls.verify).not.toHaveBeenCalled();
  });

  it('fails when the check is on but the site has no key', async () => {
    const calls = ports();
    await expect(
      verifyHuman({ site_key: null, enable: { register: true } }, 'register', calls),
    ).resolves.toBe(false);
    expect(calls.load).not.toHaveBeenCalled();
  });

  it('fails when the provider gives an empty token', async () => {
    await expect(verifyHuman(enabled, 'register', ports({ token: '' }))).resolves.toBe(false);
  });
});
