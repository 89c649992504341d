// The mock server's service worker for Storybook: MSW's own worker (mockServiceWorker.js, written by `msw init`),
// kept registered. MSW's worker unregisters itself when the last page it serves closes. Going from a story opened
// alone (iframe.html?id=…) to Storybook's UI closes that last page while the UI loads, so the UI's preview started
// MSW on a registration on its way out and the next story's requests reached the real network, which answers 404.
// Storybook's pages replace one another all the time, so this worker stays registered for the next one.
self.registration.unregister = () => Promise.resolve(false);
importScripts('./mockServiceWorker.js');
