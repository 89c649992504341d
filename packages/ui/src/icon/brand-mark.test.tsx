// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brandMark } from './brand-mark';
import { Icon } from './Icon';

const mark = { path: 'M0 0h24v24H0z' };

describe('brandMark', () => {
  it('draws the mark as one filled, unstroked path in the current text colour', () => {
    const { container } = render(<Icon icon={brandMark(mark)} className="size-5" />);
    const paths = container.querySelectorAll('svg path');

    expect(paths).toHaveLength(1);
    expect(paths[0]).toHaveAttribute('d', mark.path);
    expect(paths[0]).toHaveAttribute('fill', 'currentColor');
    expect(paths[0]).toHaveAttribute('stroke', 'none');
  });

  it('keeps the frame’s size and hides the mark from assistive technology', () => {
    const { container } = render(<Icon icon={brandMark(mark)} className="size-5" />);
    const svg = container.querySelector('svg');

    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveClass('size-5');
  });
});
