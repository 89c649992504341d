export * from './catalogue';
export * from './library';
export * from './listening';
export * from './playlists';
