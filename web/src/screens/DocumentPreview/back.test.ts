import { describe, expect, it } from 'vitest';
import { backTarget } from './back';

const target = (query: string) => backTarget(new URLSearchParams(query));

describe('the preview Back button (§2: none for files from the external database)', () => {
  it('returns to the back path when one is given', () => {
    expect(target('filepath=a&back=%2Fmanage%2Fleads%2F7%23documents')).toEqual({ kind: 'path', to: '/manage/leads/7#documents' });
    expect(target('back=/user/resources?page=2')).toEqual({ kind: 'path', to: '/user/resources?page=2' });
  });

  it('is hidden for external files, whatever back says', () => {
    expect(target('external=1&back=/user/resources')).toEqual({ kind: 'none' });
    expect(target('external=true')).toEqual({ kind: 'none' });
  });

  it('uses the browser history without a back path, or with an off-site one', () => {
    expect(target('filepath=a')).toEqual({ kind: 'history' });
    expect(target('external=0')).toEqual({ kind: 'history' });
    expect(target('back=//evil.example')).toEqual({ kind: 'history' });
    expect(target('back=https%3A%2F%2Fevil.example')).toEqual({ kind: 'history' });
  });
});
