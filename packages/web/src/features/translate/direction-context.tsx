import { type Direction, isDirection, reverseDirection } from '@swedish-translator/core';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

const STORAGE_KEY = 'swedish-translator.direction';

interface DirectionContextValue {
  direction: Direction;
  setDirection(direction: Direction): void;
  swap(): void;
}

const DirectionContext = createContext<DirectionContextValue | null>(null);

function initialDirection(): Direction {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isDirection(stored) ? stored : 'sv-en';
  } catch {
    return 'sv-en';
  }
}

/** The translation direction, shared by the Text and Image tabs and remembered between visits. */
export function DirectionProvider({ children }: { children: ReactNode }) {
  const [direction, setState] = useState<Direction>(initialDirection);
  const setDirection = useCallback((next: Direction) => {
    setState(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private mode: the choice just isn't remembered.
    }
  }, []);
  const value = useMemo(
    () => ({ direction, setDirection, swap: () => setDirection(reverseDirection(direction)) }),
    [direction, setDirection],
  );
  return <DirectionContext.Provider value={value}>{children}</DirectionContext.Provider>;
}

export function useDirection(): DirectionContextValue {
  const context = useContext(DirectionContext);
  if (!context) throw new Error('useDirection must be used inside DirectionProvider');
  return context;
}

export const LANGUAGE_NAMES = { sv: 'Swedish', en: 'English' } as const;
