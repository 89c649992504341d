// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar';

function parts() {
  const avatar = screen.getByRole('img', { name: 'Ada Lovelace' });
  return {
    avatar,
    image: avatar.querySelector('[data-slot="avatar-image"]'),
    initials: avatar.querySelector('[data-slot="avatar-initials"]'),
  };
}

describe('Avatar', () => {
  it('shows the initials when there is no picture', () => {
    render(<Avatar name="Ada Lovelace" />);
    const { avatar, image, initials } = parts();

    expect(image).toBeNull();
    expect(initials).toHaveTextContent('AL');
    expect(avatar).toHaveAttribute('data-fallback');
  });

  it('keeps the initials until the picture has loaded, then shows the picture', () => {
    render(<Avatar name="Ada Lovelace" src="/avatars/ada.png" />);
    const { avatar, image } = parts();
    expect(avatar).toHaveAttribute('data-fallback');

    fireEvent.load(image as HTMLImageElement);

    expect(avatar).not.toHaveAttribute('data-fallback');
    expect(parts().initials).toHaveClass('invisible');
  });

  it('falls back to the initials when the picture fails to load', () => {
    render(<Avatar name="Ada Lovelace" src="/avatars/missing.png" />);

    fireEvent.error(parts().image as HTMLImageElement);

    expect(parts().image).toBeNull();
    expect(parts().initials).toHaveTextContent('AL');
  });

  it('tries a new picture after an earlier one failed', () => {
    const { rerender } = render(<Avatar name="Ada Lovelace" src="/avatars/missing.png" />);
    fireEvent.error(parts().image as HTMLImageElement);

    rerender(<Avatar name="Ada Lovelace" src="/avatars/ada.png" />);

    expect(parts().image).toHaveAttribute('src', '/avatars/ada.png');
  });
});
