import { cva, type VariantProps } from 'class-variance-authority';

/** A field's visible label. */
export const fieldLabelStyles = 'text-sm font-medium text-foreground';

/** Help text under a field, tied to it with `aria-describedby`. */
export const fieldDescriptionStyles = 'text-sm text-muted-foreground';

/** A field's validation message. */
export const fieldErrorStyles = 'text-sm text-danger';

const inputBoxStyles = [
  'w-full min-w-0 rounded-input border border-control bg-background text-foreground',
  'placeholder:text-muted-foreground outline-hidden transition-colors',
  'data-[focused]:outline-2 data-[focused]:outline-solid data-[focused]:-outline-offset-1 data-[focused]:outline-focus',
  'data-[invalid]:border-danger data-[invalid]:data-[focused]:outline-danger',
  'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50',
];

/**
 * A text input box. Interaction states from React Aria: `data-[focused]`, `data-[invalid]`, `data-[disabled]`.
 * Text inputs show the focus outline on any focus, as browsers do, since typing needs to know where the caret is.
 */
export const inputVariants = cva(inputBoxStyles, {
  variants: {
    size: {
      sm: 'h-8 px-2.5 text-sm',
      md: 'h-10 px-3 text-sm',
      lg: 'h-12 px-4 text-base',
    },
  },
  defaultVariants: { size: 'md' },
});

/**
 * A multi-line text box: the input's box, as tall as its `rows` and resizable in height. `font: 'code'` sets it
 * in the monospace face for JSON or lyrics laid out by the character.
 */
export const textAreaVariants = cva([...inputBoxStyles, 'h-auto resize-y py-2'], {
  variants: {
    size: {
      sm: 'px-2.5 text-sm',
      md: 'px-3 text-sm',
      lg: 'px-4 text-base',
    },
    font: {
      text: 'leading-relaxed',
      code: 'font-mono text-xs leading-normal',
    },
  },
  defaultVariants: { size: 'md', font: 'text' },
});

export type InputVariants = VariantProps<typeof inputVariants>;
export type TextAreaVariants = VariantProps<typeof textAreaVariants>;
