export { NewPlaylistDialog, type NewPlaylistDialogProps } from './NewPlaylistDialog';
