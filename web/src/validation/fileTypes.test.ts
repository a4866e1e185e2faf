import { describe, expect, it } from 'vitest';
import { errors } from '../messages';
import { fileTypeProblem } from './fileTypes';
import { API_FILE_TYPES } from './limits';

// Issue 15: a wrong type says which types are accepted, everywhere, from the api's own lists.
describe('fileTypeProblem', () => {
  it('passes the types an upload takes, whatever the case of the extension', () => {
    expect(fileTypeProblem('document', 'bill.PDF')).toBeNull();
    expect(fileTypeProblem('image', 'roof.jpeg')).toBeNull();
    expect(fileTypeProblem('csv', 'list.csv')).toBeNull();
  });

  it('names the accepted types for any other', () => {
    expect(fileTypeProblem('image', 'roof.pdf')).toBe(errors.fileTypeNotAccepted('roof.pdf', API_FILE_TYPES.image));
    expect(fileTypeProblem('csv', 'list.xlsx')).toBe(errors.fileTypeNotAccepted('list.xlsx', API_FILE_TYPES.csv));
    expect(fileTypeProblem('document', 'setup.exe')).toContain(API_FILE_TYPES.document.join(', '));
    expect(fileTypeProblem('document', 'no-extension')).not.toBeNull();
  });
});
