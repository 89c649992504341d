import { Icon, type IconProps } from '@tonearm/ui';
import { GripVertical } from '@tonearm/ui/icons';

export function GripIcon(props: IconProps) {
  return <Icon icon={GripVertical} {...props} />;
}
