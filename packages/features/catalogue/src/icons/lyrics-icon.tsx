import { Icon, type IconProps } from '@tonearm/ui';
import { TextAlignStart } from '@tonearm/ui/icons';

export function LyricsIcon(props: IconProps) {
  return <Icon icon={TextAlignStart} {...props} />;
}
