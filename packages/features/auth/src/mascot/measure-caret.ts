import { gazeFromCaret } from './mascot-state';

// Share of the font size an average glyph takes, for browsers without a canvas to measure text with.
const AVERAGE_GLYPH_WIDTH = 0.55;

let context: OffscreenCanvasRenderingContext2D | null | undefined;

function textWidth(text: string, style: CSSStyleDeclaration): number {
  if (context === undefined) {
    context = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
  }
  if (context) {
    context.font = style.font || `${style.fontSize} ${style.fontFamily}`;
    return context.measureText(text).width;
  }
  return text.length * (Number.parseFloat(style.fontSize) || 16) * AVERAGE_GLYPH_WIDTH;
}

/** Where the caret of a text field sits along its visible width, 0 to 1. */
export function measureCaretGaze(input: HTMLInputElement): number {
  // Fields whose type has no selection API report `null`: the caret is taken to be after the last character.
  const caret = input.selectionEnd ?? input.value.length;
  const style = getComputedStyle(input);
  const padding = Number.parseFloat(style.paddingLeft) || 0;
  return gazeFromCaret(
    padding + textWidth(input.value.slice(0, caret), style) - input.scrollLeft,
    input.clientWidth,
  );
}
