import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import type { InputType } from 'storybook/internal/types';
import { defaultDarkTheme, type Theme, ThemeProvider } from '../packages/ui/src/theme';

/** The toolbar's theme switch: every story in the kit's light or dark theme. */
export const themeGlobalType: InputType = {
  description: 'The theme stories render in',
  toolbar: {
    title: 'Theme',
    icon: 'mirror',
    items: [
      { value: 'light', title: 'Light', icon: 'sun' },
      { value: 'dark', title: 'Dark', icon: 'moon' },
    ],
    dynamicTitle: true,
  },
};

/**
 * One docs example in its own theme: the theme goes on this box, not the page, so a dark example leaves its
 * neighbours light.
 */
function ScopedTheme({ theme, children }: { theme: Theme; children: ReactNode }) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setBox} className="bg-background p-4 text-foreground">
      {box && (
        <ThemeProvider theme={theme} root={box}>
          {children}
        </ThemeProvider>
      )}
    </div>
  );
}

/**
 * Renders a story in the dark theme when the toolbar or the story asks for it (`globals: { theme: 'dark' }`):
 * on the page for a story of its own (overlays, portalled to the body, follow), scoped to the example on a docs
 * page. The light theme is the stylesheet's default and needs nothing.
 */
export const withTheme: Decorator = (Story, context) => {
  if (context.globals.theme !== 'dark') return <Story />;
  const theme = defaultDarkTheme;
  if (context.viewMode === 'docs') {
    return (
      <ScopedTheme theme={theme}>
        <Story />
      </ScopedTheme>
    );
  }
  return (
    <ThemeProvider theme={theme}>
      <Story />
    </ThemeProvider>
  );
};
