/**
 * Story settings that render a story in a 375 px wide viewport. The stories test runner resizes the
 * browser to it, so `(max-width: 768px)` really matches and the overlays take their mobile form.
 */
export const mobileViewport = {
  parameters: {
    viewport: {
      options: {
        mobile375: { name: 'Mobile (375 px)', styles: { width: '375px', height: '667px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
} as const;
