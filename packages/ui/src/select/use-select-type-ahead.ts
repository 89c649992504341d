import { useContext, useEffect, useState } from 'react';
import { SelectStateContext } from 'react-aria-components';
import { findTypeAheadMatch, TypeAheadBuffer } from '../menu/use-type-ahead';

/**
 * Type-ahead on a closed Select's button: typing picks the matching option, with a 500 ms reset
 * (React Aria's own waits 1 s). Spread the returned handler on an element wrapping the button.
 */
export function useSelectTypeAhead(): { onKeyDownCapture: (event: React.KeyboardEvent) => void } {
  const state = useContext(SelectStateContext);
  const [buffer] = useState(() => new TypeAheadBuffer());
  useEffect(() => () => buffer.clear(), [buffer]);

  return {
    onKeyDownCapture(event) {
      if (!state || state.isOpen || state.selectionManager.selectionMode !== 'single') return;
      if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return;
      // A space with nothing typed yet opens the list instead of searching.
      if (event.key === ' ' && buffer.query === '') return;
      const options = [...state.collection.getKeys()]
        .map((key) => state.collection.getItem(key))
        .filter((node) => node?.type === 'item' && !state.disabledKeys.has(node.key));
      const current = options.findIndex((node) => node?.key === state.value);
      const match = findTypeAheadMatch(
        options.map((node) => node?.textValue ?? ''),
        buffer.type(event.key),
        current,
      );
      event.preventDefault();
      event.stopPropagation();
      const option = options[match];
      if (option) state.setValue(option.key);
    },
  };
}
