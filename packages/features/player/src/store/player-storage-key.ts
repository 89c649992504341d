/** Where the player keeps its queue between visits; apart from the store, which the first page need not load. */
export const PLAYER_STORAGE_KEY = 'tonearm.player';
