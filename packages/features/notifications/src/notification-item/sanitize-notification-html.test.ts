// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeNotificationHtml } from './sanitize-notification-html';

describe('sanitizeNotificationHtml', () => {
  it('keeps inline formatting and escaped text', () => {
    expect(
      sanitizeNotificationHtml('<strong>Nina</strong> invited you to join <em>The &lt;b&gt;Band</em>.'),
    ).toBe('<strong>Nina</strong> invited you to join <em>The &lt;b&gt;Band</em>.');
  });

  it('drops scripts, event handlers and styles', () => {
    expect(sanitizeNotificationHtml('<img src=x onerror="alert(1)"><script>alert(2)</script>Hi')).toBe('Hi');
    expect(sanitizeNotificationHtml('<b onclick="alert(1)" style="color:red">bold</b>')).toBe('<b>bold</b>');
  });

  it('keeps the text of links and other controls but not the controls', () => {
    expect(
      sanitizeNotificationHtml('See <a href="https://example.com">the album</a><button>now</button>'),
    ).toBe('See the albumnow');
  });
});
