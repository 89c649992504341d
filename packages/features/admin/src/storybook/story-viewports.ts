/** Story settings that render a story at a given width; the stories test runner resizes the browser to it. */
function viewport(name: string, width: number, height: number, type: 'mobile' | 'desktop') {
  return {
    parameters: {
      viewport: {
        options: { [name]: { name, styles: { width: `${width}px`, height: `${height}px` }, type } },
      },
    },
    globals: { viewport: { value: name, isRotated: false } },
  } as const;
}

/** 375 px wide: the navigation is a drawer. */
export const mobileViewport = viewport('mobile375', 375, 667, 'mobile');
/** 1280 px wide: the navigation is a sidebar. */
export const desktopViewport = viewport('desktop1280', 1280, 800, 'desktop');
