import { useEffect, useState } from 'react';

/**
 * A task added, edited, done, undone or deleted anywhere (the deal header, a lead's Tasks tab, My
 * tasks) moves it between lists and changes the bell's due count: every view of tasks reads again.
 * A window event, so the header's bell, the screen and the lead page need no shared parent.
 */
const EVENT = 'portal:tasks-changed';

export const announceTasksChanged = () => window.dispatchEvent(new Event(EVENT));

/** A number that grows on each change: a fetchKey for the task queries. */
export function useTasksVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const bump = () => setVersion((v) => v + 1);
    window.addEventListener(EVENT, bump);
    return () => window.removeEventListener(EVENT, bump);
  }, []);
  return version;
}
