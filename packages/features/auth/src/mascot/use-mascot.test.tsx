// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Mascot } from './Mascot';
import { useMascot } from './use-mascot';

function SignInFields() {
  const mascot = useMascot();
  return (
    <>
      <Mascot pose={mascot.pose} reducedMotion={mascot.reducedMotion} />
      <div ref={mascot.watchFields}>
        <label>
          Email
          <input name="email" />
        </label>
        <label>
          Password
          <input name="password" type="password" />
        </label>
        <label>
          Show?
          <input type="checkbox" />
        </label>
      </div>
      <button type="button">Elsewhere</button>
    </>
  );
}

const expression = (container: HTMLElement) =>
  container.querySelector('[data-slot="mascot"]')?.getAttribute('data-expression');

describe('useMascot', () => {
  it('watches the email field, covers its eyes for the password and rests when focus leaves', async () => {
    const user = userEvent.setup();
    const { container } = render(<SignInFields />);
    expect(expression(container)).toBe('idle');

    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    expect(expression(container)).toBe('watching');

    await user.keyboard('ada@example.com');
    expect(expression(container)).toBe('watching');

    await user.tab();
    expect(expression(container)).toBe('covering');

    await user.tab();
    expect(expression(container)).toBe('idle');

    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(expression(container)).toBe('idle');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('animates its moves unless the visitor prefers reduced motion', () => {
    const first = render(<SignInFields />);
    expect(first.container.querySelector('[data-slot="mascot-paws"]')).toHaveClass('transition-transform');
    first.unmount();

    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const { container } = render(<SignInFields />);
    expect(container.querySelector('[data-slot="mascot-paws"]')).toHaveClass('transition-none');
    expect(container.querySelector('[data-slot="mascot-paws"]')).not.toHaveClass('transition-transform');
  });

  it('is hidden from assistive technology', () => {
    const { container } = render(<SignInFields />);
    expect(container.querySelector('[data-slot="mascot"]')).toHaveAttribute('aria-hidden', 'true');
  });
});
