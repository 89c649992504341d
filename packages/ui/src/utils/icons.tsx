import {
  Check,
  ChevronDown,
  ChevronRight,
  CircleAlert,
  CircleCheck,
  LoaderCircle,
  Minus,
  Search,
  Upload,
  X,
} from 'lucide';
import { Icon, type IconProps } from '../icon/Icon';

// The kit's own glyphs, drawn from Lucide. Each is imported on its own, so a page carries only the drawings it shows.

export function CheckIcon(props: IconProps) {
  return <Icon icon={Check} strokeWidth={3} {...props} />;
}

export function MinusIcon(props: IconProps) {
  return <Icon icon={Minus} strokeWidth={3} {...props} />;
}

export function ChevronDownIcon(props: IconProps) {
  return <Icon icon={ChevronDown} {...props} />;
}

export function ChevronRightIcon(props: IconProps) {
  return <Icon icon={ChevronRight} {...props} />;
}

export function CloseIcon(props: IconProps) {
  return <Icon icon={X} {...props} />;
}

export function SearchIcon(props: IconProps) {
  return <Icon icon={Search} {...props} />;
}

export function UploadIcon(props: IconProps) {
  return <Icon icon={Upload} {...props} />;
}

export function PositiveIcon(props: IconProps) {
  return <Icon icon={CircleCheck} {...props} />;
}

export function DangerIcon(props: IconProps) {
  return <Icon icon={CircleAlert} {...props} />;
}

export function LoadingIcon(props: IconProps) {
  return <Icon icon={LoaderCircle} {...props} />;
}
