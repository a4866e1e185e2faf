/** The maps' own UI texts (the spec has none for them). */
export const mapTexts = {
  leadsMapLabel: 'Map of leads',
  /** MapLibre's canvas, which takes focus: what the keys do there. */
  leadsMapCanvas: 'Map of leads: arrow keys pan, plus and minus zoom',
  leadsMapLoading: 'Loading the map of leads…',
  leadsOnMap: (n: number) => (n === 1 ? '1 lead on the map' : `${n.toLocaleString('en-US')} leads on the map`),
  noLeads: 'No leads with a location match these filters.',
  noLeadsHint: 'Change the filters, or add a lead with an address to see it here.',
  cluster: (count: number) => `${count.toLocaleString('en-US')} leads here: zoom in`,
  /** A marker click shows the lead's preview card (issue 12). */
  previewLead: (name: string) => `Show lead ${name}`,
  previewLabel: (name: string) => `Lead ${name}`,
  previewOpen: 'Open lead',
  previewQuick: 'Quick view',
  previewClose: 'Close preview',
  pinMapLabel: 'Building location',
  pinMapCanvas: 'Building location map: click to place the pin',
  pinMapHelp: 'Drag the pin or click the map to place it on the building. With the pin focused, arrow keys move it.',
  /** Without a satellite style the offline base map shows no buildings (issue 12): ask only for what it can show. */
  pinMapHelpNoImagery: 'Satellite imagery is not configured, so buildings are not shown: drag the pin or click the map to place it at the address. With the pin focused, arrow keys move it.',
  pin: 'Building pin',
  pinPosition: (latitude: number, longitude: number) => `Pin at latitude ${latitude.toFixed(6)}, longitude ${longitude.toFixed(6)}`,
} as const;
