import { useSyncExternalStore } from 'react';

/**
 * Signing links issued in this tab (sending or resending), by agreement id, so "Copy link" can copy
 * one again until the page is reloaded. The api keeps only a hash of a link (it is the customer's
 * credential), so a link not issued here cannot be copied: resending issues a new one. Kept in
 * memory only, never in storage.
 */
const links = new Map<string, string>();
const listeners = new Set<() => void>();

export function rememberSignLink(agreementId: string, url: string | null | undefined) {
  if (!url) return;
  links.set(agreementId, url);
  listeners.forEach((l) => l());
}

export function forgetSignLink(agreementId: string) {
  if (links.delete(agreementId)) listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The link issued in this tab for the agreement, or null. */
export function useSignLink(agreementId: string): string | null {
  return useSyncExternalStore(subscribe, () => links.get(agreementId) ?? null);
}
