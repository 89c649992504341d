import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_SUSPENDED_HEADER, watchForSuspension } from './suspension-watch';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
const suspendedAnswer = () =>
  json({ message: 'Your account is suspended.', suspended: true }, 403, { [ACCOUNT_SUSPENDED_HEADER]: '1' });

describe('watching for a suspension', () => {
  it('tells once when calls are refused because the account is suspended', async () => {
    const onSuspended = vi.fn();
    const send = watchForSuspension(onSuspended, () => Promise.resolve(suspendedAnswer()));
    await Promise.all([send('/api/v1/a', {}), send('/api/v1/b', {})]);
    await send('/api/v1/c', {});
    expect(onSuspended).toHaveBeenCalledTimes(1);
  });

  it('leaves other refusals and successes alone and hands every answer back unread', async () => {
    const onSuspended = vi.fn();
    const answers = [json({ message: 'This action is unauthorized.' }, 403), json({ ok: true })];
    const send = watchForSuspension(onSuspended, () => Promise.resolve(answers.shift() as Response));
    expect((await send('/api/v1/a', {})).status).toBe(403);
    expect(await (await send('/api/v1/b', {})).json()).toEqual({ ok: true });
    expect(onSuspended).not.toHaveBeenCalled();
  });
});
