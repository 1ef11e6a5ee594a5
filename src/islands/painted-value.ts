// A value as the shopper last saw it on screen; ./after-paint.ts says why such work waits for the painted frame.
import { useEffect, useState } from 'react';
import { afterNextPaint } from './after-paint';

/**
 * `value` as it was when the last frame was painted: what an input changes is shown in the frame that answers
 * it, and what derives from this value (a price that first needs the browser's number formatter) in the next.
 */
export function usePaintedValue<T>(value: T): T {
  const [painted, setPainted] = useState(value);
  useEffect(() => {
    let current = true;
    afterNextPaint(() => {
      if (current) setPainted(() => value);
    });
    return () => {
      current = false;
    };
  }, [value]);
  return painted;
}
