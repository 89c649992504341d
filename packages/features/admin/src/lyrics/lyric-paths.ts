/** The query parameter naming the track new lyrics are for: `/admin/lyrics/new?track=12`. */
export const CHOSEN_TRACK_PARAM = 'track';

/** Where new lyrics for the track `trackId` are written, with the track chosen already. */
export const newLyricsPath = (trackId: number) => `/admin/lyrics/new?${CHOSEN_TRACK_PARAM}=${trackId}`;
