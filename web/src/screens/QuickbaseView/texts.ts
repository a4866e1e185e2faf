/** UI texts of the Quickbase view (ours); 'Something went wrong' is §8's (messages.errors.mediaFetch). */
export const quickbaseTexts = {
  title: 'Opening document',
  opening: (file: string, lead: string | null) => (lead ? `Opening ${file} of ${lead}…` : `Opening ${file}…`),
  aFile: 'the file',
} as const;
