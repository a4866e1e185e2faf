/**
 * The web's one date and time module (§9: MM-DD-YYYY, HH:MM, the viewer's time zone). Every screen
 * formats dates through here; a missing or unreadable value shows 'N/A' (§9). Relative times
 * ("3 hours ago") only beside or under the exact time: `formatRelative`.
 */
import {
  formatDate as dateOf, formatDateTime as dateTimeOf, formatRelative, formatTime as timeOf, type DateInput,
} from '../../../shared/format/dates';

export { formatRelative, type DateInput };

const NOT_AVAILABLE = 'N/A';

/** MM-DD-YYYY; missing → N/A. */
export const formatDate = (value: DateInput, fallback = NOT_AVAILABLE) => dateOf(value, { fallback });
/** MM-DD-YYYY HH:MM; missing → N/A. */
export const formatDateTime = (value: DateInput, fallback = NOT_AVAILABLE) => dateTimeOf(value, { fallback });
/** HH:MM; missing → N/A. */
export const formatTime = (value: DateInput, fallback = NOT_AVAILABLE) => timeOf(value, { fallback });

/** "MM-DD-YYYY HH:MM (3 hours ago)": the exact time first, the relative one added. */
export const formatDateTimeWithRelative = (value: DateInput, now?: number) => {
  const exact = formatDateTime(value);
  const rel = formatRelative(value, now);
  return rel ? `${exact} (${rel})` : exact;
};
