/**
 * The sandbox of every ad frame: the snippet's scripts run, and pop-ups open outside the sandbox so an advertiser's
 * page works, but never with the site's origin (no cookies, storage, session or page to read) and never navigating
 * the page itself. The server sends the same sandbox in the frame's own policy.
 */
export const AD_FRAME_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';
