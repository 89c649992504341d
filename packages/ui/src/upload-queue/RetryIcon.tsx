import { RefreshCw } from 'lucide';
import { Icon, type IconProps } from '../icon/Icon';

/** A circular arrow, for retrying; decorative, as the button around it carries the name. */
export function RetryIcon(props: IconProps) {
  return <Icon icon={RefreshCw} {...props} />;
}
