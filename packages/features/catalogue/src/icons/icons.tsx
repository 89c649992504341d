import { Icon, type IconProps } from '@tonearm/ui';
import {
  ArrowDown,
  ArrowUp,
  ChevronLeft,
  ChevronRight,
  Download,
  Ellipsis,
  Globe,
  GripVertical,
  Heart,
  Link,
  ListEnd,
  ListPlus,
  ListStart,
  Lock,
  Music,
  Pause,
  Pencil,
  Play,
  Plus,
  Radio,
  Repeat2,
  Share2,
  Shuffle,
  TextAlignStart,
  Trash2,
  User,
} from '@tonearm/ui/icons';

export function PlayIcon(props: IconProps) {
  return <Icon icon={Play} {...props} fill="currentColor" />;
}

export function PauseIcon(props: IconProps) {
  return <Icon icon={Pause} {...props} fill="currentColor" />;
}

export function MoreIcon(props: IconProps) {
  return <Icon icon={Ellipsis} {...props} />;
}

export function HeartIcon({ filled, ...props }: IconProps & { filled?: boolean }) {
  return <Icon icon={Heart} {...props} fill={filled ? 'currentColor' : 'none'} />;
}

export function QueueIcon(props: IconProps) {
  return <Icon icon={ListEnd} {...props} />;
}

export function PlayNextIcon(props: IconProps) {
  return <Icon icon={ListStart} {...props} />;
}

export function PlaylistAddIcon(props: IconProps) {
  return <Icon icon={ListPlus} {...props} />;
}

export function RepostIcon(props: IconProps) {
  return <Icon icon={Repeat2} {...props} />;
}

export function LinkIcon(props: IconProps) {
  return <Icon icon={Link} {...props} />;
}

export function ShareIcon(props: IconProps) {
  return <Icon icon={Share2} {...props} />;
}

export function RadioIcon(props: IconProps) {
  return <Icon icon={Radio} {...props} />;
}

export function LyricsIcon(props: IconProps) {
  return <Icon icon={TextAlignStart} {...props} />;
}

export function ChevronLeftIcon(props: IconProps) {
  return <Icon icon={ChevronLeft} {...props} />;
}

export function ChevronRightIcon(props: IconProps) {
  return <Icon icon={ChevronRight} {...props} />;
}

export function MusicIcon(props: IconProps) {
  return <Icon icon={Music} {...props} />;
}

export function UserIcon(props: IconProps) {
  return <Icon icon={User} {...props} />;
}

export function GripIcon(props: IconProps) {
  return <Icon icon={GripVertical} {...props} />;
}

export function ShuffleIcon(props: IconProps) {
  return <Icon icon={Shuffle} {...props} />;
}

export function PencilIcon(props: IconProps) {
  return <Icon icon={Pencil} {...props} />;
}

export function DownloadIcon(props: IconProps) {
  return <Icon icon={Download} {...props} />;
}

export function TrashIcon(props: IconProps) {
  return <Icon icon={Trash2} {...props} />;
}

export function ArrowUpIcon(props: IconProps) {
  return <Icon icon={ArrowUp} {...props} />;
}

export function ArrowDownIcon(props: IconProps) {
  return <Icon icon={ArrowDown} {...props} />;
}

export function PlusIcon(props: IconProps) {
  return <Icon icon={Plus} {...props} />;
}

export function LockIcon(props: IconProps) {
  return <Icon icon={Lock} {...props} />;
}

export function GlobeIcon(props: IconProps) {
  return <Icon icon={Globe} {...props} />;
}
