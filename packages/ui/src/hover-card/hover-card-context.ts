import { createContext, useContext } from 'react';
import type { HoverCardState } from './use-hover-card';

export const HoverCardContext = createContext<HoverCardState | null>(null);

export function useHoverCardContext(part: string): HoverCardState {
  const state = useContext(HoverCardContext);
  if (state === null) throw new Error(`${part} must be inside a <HoverCard>.`);
  return state;
}
