import { useRef } from 'react';

/** The value, or the last one it had while it is null: a closing dialog keeps showing what it showed. */
export function useLastValue<T>(value: T | null): T | null {
  const last = useRef(value);
  if (value !== null) last.current = value;
  return last.current;
}
