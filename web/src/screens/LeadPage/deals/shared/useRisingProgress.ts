import { useCallback, useEffect, useRef, useState } from 'react';
import { PROGRESS_STEP_PER_SECOND } from '../../../../constants';

/** The next value of the §4/§9 loading progress: +6 a second, never past 100. */
export const nextProgress = (value: number) => Math.min(100, value + PROGRESS_STEP_PER_SECOND);

/**
 * §4: while an action runs, its loading progress rises by 6 each second up to 100; it resets when
 * the action ends (success or failure). `start` restarts from 0.
 */
export function useRisingProgress() {
  const [progress, setProgress] = useState(0);
  const [running, setRunning] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const clear = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  };

  const start = useCallback(() => {
    clear();
    setProgress(0);
    setRunning(true);
    timer.current = setInterval(() => setProgress(nextProgress), 1000);
  }, []);

  const reset = useCallback(() => {
    clear();
    setRunning(false);
    setProgress(0);
  }, []);

  useEffect(() => clear, []);
  return { progress, running, start, reset };
}
