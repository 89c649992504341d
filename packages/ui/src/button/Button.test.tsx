// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { forgetAnnouncementsOfRemovedElement } from './forget-announcements';

function PlayIcon() {
  return <svg aria-hidden="true" />;
}

describe('Button', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('names an icon-only button by its aria-label', () => {
    render(
      <Button isIconOnly aria-label="Play">
        <PlayIcon />
      </Button>,
    );

    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('types away the nameless icon-only button it would otherwise render', () => {
    // The package typecheck fails if this line compiles: an icon-only button's type requires aria-label.
    // @ts-expect-error aria-label is missing
    const unnamed = <Button isIconOnly>{<PlayIcon />}</Button>;
    render(unnamed);

    expect(screen.getByRole('button')).toHaveAccessibleName('');
  });

  it('names a pending icon-only button after its label and the spinner that appears after 50 ms', () => {
    vi.useFakeTimers();
    render(
      <Button isIconOnly aria-label="Save" isPending>
        <PlayIcon />
      </Button>,
    );
    act(() => vi.advanceTimersByTime(50));

    const spinner = screen.getByRole('progressbar', { name: 'Loading' });
    const button = screen.getByRole('button');
    expect(button.getAttribute('aria-labelledby')?.split(' ')).toContain(spinner.id);
    expect(button).toHaveAccessibleName('Save Loading');
  });
});

describe('Button announcements', () => {
  it('forgets its pending announcement when it unmounts, so no nameless announcement is left behind', async () => {
    const view = render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    act(() => button.focus());
    view.rerender(<Button isPending>Save</Button>);
    const announcement = () =>
      document.querySelector(`[aria-live] [role="img"][aria-labelledby~="${button.id}"]`);
    expect(announcement()).not.toBeNull();
    view.unmount();
    expect(announcement()).toBeNull();
  });

  it('leaves the page unwatched after a button that was never pending unmounts', () => {
    const observe = vi.spyOn(MutationObserver.prototype, 'observe');
    const view = render(<Button>Cancel</Button>);
    view.unmount();
    expect(observe).not.toHaveBeenCalled();
    observe.mockRestore();
  });
});

describe('forgetAnnouncementsOfRemovedElement', () => {
  it('also removes an announcement about the element posted just after it went away', async () => {
    vi.useFakeTimers();
    const region = document.createElement('div');
    region.setAttribute('aria-live', 'assertive');
    document.body.append(region);
    forgetAnnouncementsOfRemovedElement('gone-button', document);
    const late = document.createElement('div');
    late.setAttribute('role', 'img');
    late.setAttribute('aria-labelledby', 'gone-button spinner-1');
    const other = document.createElement('div');
    other.setAttribute('role', 'img');
    other.setAttribute('aria-labelledby', 'still-here');
    region.append(late, other);
    // MutationObserver callbacks run as microtasks.
    await Promise.resolve();
    expect(late.isConnected).toBe(false);
    expect(other.isConnected).toBe(true);
    region.remove();
  });
});
