import type { MouseEvent } from 'react';
import { useTrans } from '../i18n';

/** The id of the element the skip link focuses: the layout's `<main>`, which needs `tabIndex={-1}`. */
export const MAIN_CONTENT_ID = 'main-content';

// A button rather than a `#main-content` link: the router owns the URL, and a hash change is navigation to it.
function focusMainContent(event: MouseEvent<HTMLButtonElement>) {
  event.currentTarget.ownerDocument.getElementById(MAIN_CONTENT_ID)?.focus();
}

/** "Skip to content": the first stop of the keyboard, shown only while focused, moving focus to the page's main. */
export function SkipToContent() {
  const { trans } = useTrans();
  return (
    <button
      type="button"
      onClick={focusMainContent}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-ui focus:bg-paper focus:px-4 focus:py-2 focus:ring-2 focus:ring-focus"
    >
      {trans('Skip to content')}
    </button>
  );
}
