// The built web app as test servers serve it: an index page with the built icons and the bootstrap marker, and one
// hashed asset.
export const TEST_INDEX_HTML =
  '<!doctype html><html><head><link rel="icon" type="image/svg+xml" href="/favicon.svg" />' +
  '<link rel="apple-touch-icon" href="/icon-192.png" /><title>Tonearm</title><!-- tonearm:bootstrap --></head>' +
  '<body><div id="root"></div></body></html>';
export const TEST_ASSET_PATH = '/assets/index-AbCd1234.js';
export const TEST_ASSET_BODY = 'console.log("tonearm");';
