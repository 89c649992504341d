import { Icon, type IconProps } from '@tonearm/ui';
import { Shuffle } from '@tonearm/ui/icons';

export function ShuffleIcon(props: IconProps) {
  return <Icon icon={Shuffle} {...props} />;
}
