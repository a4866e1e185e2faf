/** The lead list's forecast texts (issue 26, item 17): the pipeline's dollar sums, the close-month filter, the export's columns. Ours. */
export const forecastListTexts = {
  /** A pipeline column's deal value line: the sum of its leads' deal values and how many have one. */
  stageValue: (amount: string, withValue: number) => `${amount} in ${withValue} ${withValue === 1 ? 'deal' : 'deals'}`,
  stageNoValue: 'No deal value yet',
  closeMonth: 'Expected close',
  closeMonthHelp: 'Month the deal is expected to close',
  clearCloseMonth: 'Any month',
  sortExpectedClose: 'Expected close',
  csv: {
    customerName: 'Customer name',
    customerEmail: 'Customer e-mail',
    customerPhone: 'Customer phone',
    dealValue: 'Deal value (USD)',
    expectedClose: 'Expected close date',
  },
} as const;
