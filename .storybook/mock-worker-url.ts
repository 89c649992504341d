/** The service worker the stories' mock server runs in (see `public/story-mock-worker.js` for why not MSW's own). */
export const MOCK_WORKER_URL = '/story-mock-worker.js';
