/** 375 px wide: the narrowest screen the admin screens must work on; the stories runner resizes the browser. */
export const mobileViewport = {
  parameters: {
    viewport: {
      options: {
        mobile375: { name: 'mobile375', styles: { width: '375px', height: '667px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
} as const;
