export { Icon, type IconNode, type IconProps } from './Icon';
