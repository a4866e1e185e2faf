/** How the preview shows a file, from its name's extension (§2: PDF, CSV, TXT, JPEG, JPG, PNG). */
export type PreviewFormat = 'pdf' | 'csv' | 'txt' | 'image' | 'unsupported';

const BY_EXTENSION: Record<string, PreviewFormat> = {
  pdf: 'pdf',
  csv: 'csv',
  txt: 'txt',
  jpeg: 'image',
  jpg: 'image',
  png: 'image',
};

/** The extension in lower case without the dot ('' when the name has none, or is a dotfile). */
export function extensionOf(filename: string): string {
  const base = filename.trim().split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

export function detectFormat(filename: string): PreviewFormat {
  return BY_EXTENSION[extensionOf(filename)] ?? 'unsupported';
}

/** The label an unsupported file is named by: its extension in upper case ('DOCX'). */
export const formatLabel = (filename: string) => extensionOf(filename).toUpperCase();
