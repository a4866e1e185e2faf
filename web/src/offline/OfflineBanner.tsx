import { Alert } from '@chakra-ui/react';
import { formatDateTime, formatTime } from '../format/dates';
import { offlineTexts as text } from './texts';
import { useOfflineStatus } from './status';

/** When the data on screen was answered, as §9 writes times: HH:MM today, MM-DD-YYYY HH:MM before. */
export function savedAtLabel(at: number, now = Date.now()): string {
  return new Date(at).toDateString() === new Date(now).toDateString() ? formatTime(at) : formatDateTime(at);
}

/**
 * Issue 28: while offline, says so and how old the data on screen is ("Offline — showing what you
 * saw at 10:42"), and that changes wait. Gone as soon as the connection is back.
 */
export function OfflineBanner() {
  const { offline, shownAt } = useOfflineStatus();
  if (!offline) return null;
  return (
    // A status, not an alert: it describes the page and must not interrupt what a reader hears.
    <Alert.Root status="warning" role="status" mb="4" data-testid="offline-banner">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{shownAt == null ? text.offline : text.showingSavedAt(savedAtLabel(shownAt))}</Alert.Title>
        <Alert.Description>{text.changesWait}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
