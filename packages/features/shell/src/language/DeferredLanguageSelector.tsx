import { lazy, Suspense, useState } from 'react';
import { useBootstrapData } from '../bootstrap';
import { useTrans } from '../i18n';

const loadSelector = () => import('./LanguageSelector');
const LanguageSelector = lazy(() => loadSelector().then((module) => ({ default: module.LanguageSelector })));

/**
 * The footer's language choice, offered to guests and users alike. A select list weighs more than a first visit can
 * afford, so a plain button showing the current language holds its place: pointing at it or focusing it fetches the
 * list's code, pressing it puts the list in its place, opened.
 */
export function DeferredLanguageSelector() {
  const { trans } = useTrans();
  const { i18n } = useBootstrapData();
  const [isWanted, setWanted] = useState(false);
  const placeholder = (
    <button
      type="button"
      aria-haspopup="listbox"
      onPointerEnter={() => void loadSelector()}
      onFocus={() => void loadSelector()}
      onClick={() => setWanted(true)}
      className="flex h-8 w-40 items-center rounded-input border border-control bg-background px-2.5 text-left text-foreground text-sm outline-hidden focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2 focus-visible:outline-solid"
    >
      <span className="sr-only">{trans('Language')} </span>
      {i18n.name ?? i18n.language}
    </button>
  );
  if (!isWanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LanguageSelector defaultOpen />
    </Suspense>
  );
}
