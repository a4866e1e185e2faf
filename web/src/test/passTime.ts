import { act } from 'react';
import { vi } from 'vitest';

/**
 * Moves fake timers on by `ms` in small slices, each in its own act(): a UI machine (zag's toasts,
 * a dialog's exit) that reacts to one timer by starting the next in an effect gets that effect
 * committed before the clock moves on. One big jump would fire only the timers already set.
 */
export async function passTime(ms: number, slice = 50) {
  for (let passed = 0; passed < ms; passed += slice) {
    await act(async () => { vi.advanceTimersByTime(Math.min(slice, ms - passed)); });
  }
}
