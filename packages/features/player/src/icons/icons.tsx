import { Icon, type IconProps } from '@tonearm/ui';
import {
  ChevronDown,
  GripVertical,
  Keyboard,
  ListMusic,
  Maximize2,
  MicVocal,
  Music,
  Pause,
  Play,
  Repeat,
  Repeat1,
  Shuffle,
  SkipBack,
  SkipForward,
  Speaker,
  Volume2,
  VolumeX,
  X,
} from '@tonearm/ui/icons';

export function PlayIcon(props: IconProps) {
  return <Icon icon={Play} {...props} fill="currentColor" />;
}

export function PauseIcon(props: IconProps) {
  return <Icon icon={Pause} {...props} fill="currentColor" />;
}

export function PreviousIcon(props: IconProps) {
  return <Icon icon={SkipBack} {...props} fill="currentColor" />;
}

export function NextIcon(props: IconProps) {
  return <Icon icon={SkipForward} {...props} fill="currentColor" />;
}

export function ShuffleIcon(props: IconProps) {
  return <Icon icon={Shuffle} {...props} />;
}

export function RepeatIcon(props: IconProps) {
  return <Icon icon={Repeat} {...props} />;
}

export function RepeatOneIcon(props: IconProps) {
  return <Icon icon={Repeat1} {...props} />;
}

export function VolumeIcon(props: IconProps) {
  return <Icon icon={Volume2} {...props} />;
}

export function MutedIcon(props: IconProps) {
  return <Icon icon={VolumeX} {...props} />;
}

export function QueueIcon(props: IconProps) {
  return <Icon icon={ListMusic} {...props} />;
}

export function LyricsIcon(props: IconProps) {
  return <Icon icon={MicVocal} {...props} />;
}

export function KeyboardIcon(props: IconProps) {
  return <Icon icon={Keyboard} {...props} />;
}

export function DragIcon(props: IconProps) {
  return <Icon icon={GripVertical} {...props} />;
}

export function RemoveIcon(props: IconProps) {
  return <Icon icon={X} {...props} />;
}

export function MusicNoteIcon(props: IconProps) {
  return <Icon icon={Music} {...props} />;
}

export function NowPlayingIcon(props: IconProps) {
  return <Icon icon={Maximize2} {...props} />;
}

export function CloseIcon(props: IconProps) {
  return <Icon icon={X} {...props} />;
}

export function ChevronDownIcon(props: IconProps) {
  return <Icon icon={ChevronDown} {...props} />;
}

export function SpeakerIcon(props: IconProps) {
  return <Icon icon={Speaker} {...props} />;
}
