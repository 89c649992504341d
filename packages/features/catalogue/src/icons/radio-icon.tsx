import { Icon, type IconProps } from '@tonearm/ui';
import { Radio } from '@tonearm/ui/icons';

export function RadioIcon(props: IconProps) {
  return <Icon icon={Radio} {...props} />;
}
