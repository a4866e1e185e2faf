/**
 * Runs `run` in a task of its own, as soon as the current one ends: a message to ourselves, as
 * React's scheduler does. Not `setTimeout(0)`: nested more than five deep it waits at least 4 ms
 * each time, and a background tab runs timers once a second. Returns a function that cancels it.
 */
export function nextTask(run: () => void): () => void {
  const channel = new MessageChannel();
  let cancelled = false;
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (!cancelled) run();
  };
  channel.port2.postMessage(null);
  return () => {
    cancelled = true;
    channel.port1.close();
  };
}
