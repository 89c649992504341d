// The catalogue's glyphs, each in a module of its own: a chunk carries the drawings its pages show, and the channels
// every first visit opens do not carry those of the menus, editors and dialogs.

export { ArrowDownIcon } from './arrow-down-icon';
export { ArrowUpIcon } from './arrow-up-icon';
export { ChevronLeftIcon } from './chevron-left-icon';
export { ChevronRightIcon } from './chevron-right-icon';
export { DownloadIcon } from './download-icon';
export { GlobeIcon } from './globe-icon';
export { GripIcon } from './grip-icon';
export { HeartIcon } from './heart-icon';
export { LinkIcon } from './link-icon';
export { LockIcon } from './lock-icon';
export { LyricsIcon } from './lyrics-icon';
export { MoreIcon } from './more-icon';
export { MusicIcon } from './music-icon';
export { PauseIcon } from './pause-icon';
export { PencilIcon } from './pencil-icon';
export { PlayIcon } from './play-icon';
export { PlayNextIcon } from './play-next-icon';
export { PlaylistAddIcon } from './playlist-add-icon';
export { PlusIcon } from './plus-icon';
export { QueueIcon } from './queue-icon';
export { RadioIcon } from './radio-icon';
export { RepostIcon } from './repost-icon';
export { ShareIcon } from './share-icon';
export { ShuffleIcon } from './shuffle-icon';
export { TrashIcon } from './trash-icon';
export { UserIcon } from './user-icon';
