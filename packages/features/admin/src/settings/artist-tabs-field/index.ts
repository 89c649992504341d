export { ArtistTabsField, type ArtistTabsFieldProps } from './ArtistTabsField';
export { artistTabLabels, artistTabsOf, artistTabsText, movedTab } from './artist-tabs-value';
