export { ArtistTabsField, type ArtistTabsFieldProps } from './ArtistTabsField';
export { ARTIST_TAB_LABELS, artistTabsOf, artistTabsText, movedTab } from './artist-tabs-value';
