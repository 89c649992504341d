import { describe, expect, it } from 'vitest';
import { REDACTED, redactMail } from './redact-mail';

describe('redacting a mail for the outgoing email log', () => {
  it("removes a password reset link's token and the address it carries, keeping where it leads", () => {
    const token = `${'a'.repeat(20)}B9_-x`;
    const { text, redactions } = redactMail(
      `Reset your password: https://music.example/password/reset/${token}?email=ann%40example.com\n\nThanks`,
    );
    expect(text).toBe(
      `Reset your password: https://music.example/password/reset/${REDACTED}?email=${REDACTED}\n\nThanks`,
    );
    expect(text).not.toContain(token);
    expect(redactions).toBe(1);
  });

  it("removes an invitation link's id from its query", () => {
    const id = '3f2b8a1c-9d4e-4f6a-8b7c-1d2e3f4a5b6c';
    const { text } = redactMail(
      `Accept the invitation: https://music.example/workspace/join/register?email=b%40example.com&inviteId=${id}`,
    );
    expect(text).not.toContain(id);
    expect(text).toContain(`/workspace/join/register?email=${REDACTED}&inviteId=${REDACTED}`);
  });

  it('removes a sign-in link token in the path', () => {
    const { text } = redactMail(
      'Sign in with this link: http://localhost:3000/login/link/Zx81qPp0aa11bb22cc33.',
    );
    expect(text).toBe(`Sign in with this link: http://localhost:3000/login/link/${REDACTED}.`);
  });

  it('hides six-digit codes but leaves other numbers', () => {
    const { text, redactions } = redactMail(
      'Your verification code is 042917. It expires in 15 minutes, in 2026.',
    );
    expect(text).toBe(`Your verification code is ${REDACTED}. It expires in 15 minutes, in 2026.`);
    expect(redactions).toBe(1);
  });

  it('leaves a mail without secrets as it was', () => {
    const mail = 'A new track is out: https://music.example/track/12/night-drive';
    expect(redactMail(mail)).toEqual({ text: mail, redactions: 0 });
  });
});
