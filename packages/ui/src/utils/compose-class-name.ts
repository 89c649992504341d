import { composeRenderProps } from 'react-aria-components';
import { type ClassValue, cn } from './cn';

type ClassNameProp<T> =
  | string
  | ((values: T & { defaultClassName: string | undefined }) => string)
  | undefined;

/**
 * The `className` of a component built on a React Aria component: the kit's classes followed by the caller's,
 * which may be a string or React Aria's function of the render state (`({ isSelected }) => …`).
 */
export function composeClassName<T>(
  className: ClassNameProp<T>,
  ...base: ClassValue[]
): (values: T & { defaultClassName: string | undefined }) => string {
  return composeRenderProps(className, (className) => cn(...base, className));
}
