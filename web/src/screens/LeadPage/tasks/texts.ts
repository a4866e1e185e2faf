/** The forecast card of a lead's Tasks tab (issue 26, item 17). Ours: the spec has none. */
export const forecastTexts = {
  heading: 'Forecast',
  expectedClose: 'Expected close date',
  expectedCloseHelp: 'When you expect the deal to be signed; the lead list filters by its month.',
  dealValue: 'Deal value',
  dealValueHelp: "The active proposal's contract price.",
  noDealValue: 'No active proposal yet',
  save: 'Save date',
  clear: 'Clear',
  saved: 'Expected close date saved.',
  invalid: 'Choose a date between 01-01-2000 and 12-31-2099.',
} as const;
