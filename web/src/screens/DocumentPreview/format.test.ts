import { describe, expect, it } from 'vitest';
import { detectFormat, extensionOf, formatLabel } from './format';

describe('detectFormat (§2: PDF, CSV, TXT, JPEG, JPG, PNG)', () => {
  it.each([
    ['Proposal #12.pdf', 'pdf'],
    ['REPORT.PDF', 'pdf'],
    ['bills.csv', 'csv'],
    ['notes.txt', 'txt'],
    ['roof.jpeg', 'image'],
    ['roof.JPG', 'image'],
    ['layout.png', 'image'],
    ['folder/sub/plan.v2.png', 'image'],
  ])('%s → %s', (name, format) => {
    expect(detectFormat(name)).toBe(format);
  });

  it.each(['contract.docx', 'sheet.xlsx', 'archive.zip', 'README', '.env', '', 'pdf', 'image.gif'])('%j has no preview', (name) => {
    expect(detectFormat(name)).toBe('unsupported');
  });

  it('takes the last extension, in lower case, and names unsupported ones in upper case', () => {
    expect(extensionOf('a.tar.GZ')).toBe('gz');
    expect(extensionOf('dir.v1/file')).toBe('');
    expect(formatLabel('contract.docx')).toBe('DOCX');
    expect(formatLabel('README')).toBe('');
  });
});
