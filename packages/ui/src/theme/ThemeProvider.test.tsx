// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultDarkTheme, defaultLightTheme } from '../theme-tokens/default-themes';
import { ThemeProvider, useTheme } from './ThemeProvider';

const root = document.documentElement;

function DarkModeToggle() {
  const { theme, setTheme } = useTheme();
  return (
    <button type="button" onClick={() => setTheme(theme.is_dark ? defaultLightTheme : defaultDarkTheme)}>
      {theme.is_dark ? 'Light mode' : 'Dark mode'}
    </button>
  );
}

// A component styled only through the theme's variables.
const renderTrackList = vi.fn();
function TrackList() {
  renderTrackList();
  return null;
}

describe('ThemeProvider', () => {
  it('applies the light default theme when given none', () => {
    render(<ThemeProvider />);

    expect(root.style.getPropertyValue('--ta-background')).toBe('255 255 255');
    expect(root.classList.contains('dark')).toBe(false);
  });

  it('switches to the theme a descendant asks for when uncontrolled', async () => {
    render(
      <ThemeProvider>
        <DarkModeToggle />
      </ThemeProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Dark mode' }));

    expect(root.classList.contains('dark')).toBe(true);
    expect(root.style.getPropertyValue('--ta-background')).toBe('18 18 20');
    expect(screen.getByRole('button', { name: 'Light mode' })).toBeInTheDocument();
  });

  it('reports the requested theme and keeps the given one when controlled', async () => {
    const onThemeChange = vi.fn();
    render(
      <ThemeProvider theme={defaultLightTheme} onThemeChange={onThemeChange}>
        <DarkModeToggle />
      </ThemeProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Dark mode' }));

    expect(onThemeChange).toHaveBeenCalledWith(defaultDarkTheme);
    expect(root.classList.contains('dark')).toBe(false);
  });

  it('re-renders only the components that read the theme when it changes', async () => {
    renderTrackList.mockClear();
    render(
      <ThemeProvider>
        <DarkModeToggle />
        <TrackList />
      </ThemeProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Dark mode' }));

    expect(root.classList.contains('dark')).toBe(true);
    expect(renderTrackList).toHaveBeenCalledTimes(1);
  });

  it('removes the theme from the root when unmounted', () => {
    const { unmount } = render(<ThemeProvider defaultTheme={defaultDarkTheme} />);
    unmount();

    expect(root.classList.contains('dark')).toBe(false);
    expect(root.style.getPropertyValue('--ta-background')).toBe('');
  });

  it('applies the theme to a given root element', () => {
    const preview = document.createElement('div');
    render(<ThemeProvider root={preview} defaultTheme={defaultDarkTheme} />);

    expect(preview.classList.contains('dark')).toBe(true);
    expect(root.classList.contains('dark')).toBe(false);
  });
});
