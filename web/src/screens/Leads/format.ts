import { NOT_AVAILABLE } from './summaryFormat';

/** §9: dates MM-DD-YYYY, times HH:MM (24-hour), in the viewer's time zone. */
export { formatDate, formatDateTime } from '../../format/dates';

/** §2: system size as a whole number (kW); missing → N/A. */
export const formatSystemSize = (kw: number | null | undefined) =>
  typeof kw === 'number' && Number.isFinite(kw) ? Math.round(kw).toLocaleString('en-US') : NOT_AVAILABLE;

/** §2 location column: "lat, lng" (4 decimals, ~11 m); N/A when either is missing. */
export const formatLocation = (latitude: number | null | undefined, longitude: number | null | undefined) =>
  typeof latitude === 'number' && typeof longitude === 'number' ? `${latitude.toFixed(4)}, ${longitude.toFixed(4)}` : NOT_AVAILABLE;

/** §2: an address, or N/A when missing. */
export const orNotAvailable = (value: string | null | undefined) => (value && value.trim() ? value : NOT_AVAILABLE);

/** The city of a "street, city, state zip" address (its second part); N/A when there is none. */
export const cityOf = (address: string | null | undefined) => {
  const parts = (address ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  return parts.length >= 3 ? parts[parts.length - 2] : parts.length === 2 ? parts[1] : NOT_AVAILABLE;
};
