// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { Play } from 'lucide';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon';

describe('Icon', () => {
  it('draws a Lucide icon in the frame, hidden from assistive technology', () => {
    const { container } = render(<Icon icon={Play} className="size-5" />);
    const svg = container.querySelector('svg');

    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveClass('size-5');
    expect(svg?.children).toHaveLength(Play.length);
    expect(svg?.firstElementChild?.tagName).toBe(Play[0]?.[0]);
    expect(svg?.firstElementChild).toHaveAttribute('d', String(Play[0]?.[1].d));
  });

  it('lets an attribute override the frame’s default', () => {
    const { container } = render(<Icon icon={Play} strokeWidth={3} fill="currentColor" />);

    expect(container.querySelector('svg')).toHaveAttribute('stroke-width', '3');
    expect(container.querySelector('svg')).toHaveAttribute('fill', 'currentColor');
  });

  it('draws its children when it is given no icon', () => {
    const { container } = render(
      <Icon>
        <circle cx="12" cy="12" r="4" />
      </Icon>,
    );

    expect(container.querySelector('svg circle')).toHaveAttribute('r', '4');
  });
});
