/** Item 4 of issue 28 (the installable app): every text the offline parts show. Ours, not in the spec. */
export const offlineTexts = {
  /** The web app manifest's names (the installed app's title and its icon's label). */
  appName: 'Solar Portal',
  shortName: 'Solar Portal',
  description: 'Leads, proposals and agreements for commercial solar and storage sales.',
  /** The banner while offline: `when` is the time the data on screen was answered (savedAtLabel: §9 HH:MM, with the date when not today). */
  showingSavedAt: (when: string) => `Offline — showing what you saw at ${when}`,
  /** The banner while offline before anything was answered in this visit. */
  offline: 'Offline — only pages you opened before can be shown',
  /** The banner's second line: what offline means for changes. */
  changesWait: 'Changes cannot be saved until the connection returns.',
  /** A change (mutation or upload) tried offline: refused before it is sent; the form keeps what was typed. */
  refused: 'You are offline, so this change was not saved. What you typed is kept: save it again when the connection returns.',
  /** A page never opened before, asked for offline. */
  notSaved: 'You are offline and this page was not opened before on this device, so there is nothing saved to show.',
} as const;
