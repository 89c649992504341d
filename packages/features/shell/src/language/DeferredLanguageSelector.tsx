import { Button } from '@tonearm/ui';
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
    <Button
      variant="outline"
      size="sm"
      aria-haspopup="listbox"
      onHoverStart={loadSelector}
      onFocus={loadSelector}
      onPress={() => setWanted(true)}
      className="w-40 justify-start"
    >
      <span className="sr-only">{trans('Language')} </span>
      {i18n.name ?? i18n.language}
    </Button>
  );
  if (!isWanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LanguageSelector defaultOpen />
    </Suspense>
  );
}
