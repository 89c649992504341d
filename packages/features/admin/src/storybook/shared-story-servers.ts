/**
 * The story servers of admin screens that another area reuses with its own calls (`@tonearm/admin/storybook`), for
 * stories only: the backstage's album form takes uploads as the admin's does.
 */
export {
  type AlbumUploadCalls,
  albumUploadServer,
  type StoryAlbumFile,
} from '../albums/album-editor/storybook/album-upload-story-server';
