/**
 * The sandbox of an ad's frame, on the `<iframe>` and again in the frame document's own policy, so the snippet
 * runs without the site's origin even when its address is opened on its own: scripts and pop-ups (ad networks
 * need both; a pop-up leaves the sandbox so an advertiser's page works), never same-origin or top navigation.
 */
export const AD_FRAME_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

/**
 * The frame's policy: its own sandbox, framed by the site only, and scripts from anywhere, since an ad network's
 * tag loads its code from its own hosts. The site's stricter policy does not reach it: it is a document of its own,
 * where a `srcdoc` frame would inherit the page's policy and refuse every inline script of the snippet.
 */
export const AD_FRAME_CSP = `sandbox ${AD_FRAME_SANDBOX}; frame-ancestors 'self'`;

// Reports the document's height to the page, which sizes the frame within the slot's hint. A message is all a
// sandboxed document can send: it carries a number and nothing of the page is read.
const HEIGHT_REPORTER = `<script>(function(){var last=0;function report(){var h=document.documentElement.scrollHeight;if(h!==last){last=h;parent.postMessage({tonearmAdHeight:h},'*');}}addEventListener('load',report);if(window.ResizeObserver)new ResizeObserver(report).observe(document.documentElement);report();})();</script>`;

/**
 * The document of an ad slot: the operator's snippet as written, scripts included, with links opening outside the
 * frame and the height reporter last.
 */
export function adFrameDocument(snippet: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><base target="_blank"><style>html,body{margin:0;padding:0;background:transparent;overflow:hidden}</style></head><body>${snippet}${HEIGHT_REPORTER}</body></html>`;
}
