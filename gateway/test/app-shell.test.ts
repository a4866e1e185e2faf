import { describe, expect, it } from 'vitest';
import { hasSessionCookie, shellKindOf, withAppShell } from '../src/app-shell.js';

describe('the app shell (issue 28)', () => {
  it('picks the shell by route, the signed-in frame only for a request with a session', () => {
    expect(shellKindOf('/login', false)).toBe('login');
    expect(shellKindOf('/login', true)).toBe('login');
    expect(shellKindOf('/manage/leads', true)).toBe('leads');
    expect(shellKindOf('/manage/leads/', true)).toBe('leads');
    expect(shellKindOf('/manage/leads/17', true)).toBe('lead');
    expect(shellKindOf('/manage/tasks', true)).toBe('signed-in');
    expect(shellKindOf('/', true)).toBe('signed-in');
    expect(shellKindOf('/manage/leads/17', false)).toBe('login');
    expect(shellKindOf('/signup', true)).toBeNull();
    expect(shellKindOf('/managed', true)).toBeNull();
  });

  it('reads the session cookie by name, never an empty one', () => {
    expect(hasSessionCookie('a=1; portal_token=x', 'portal_token')).toBe(true);
    expect(hasSessionCookie('portal_token=', 'portal_token')).toBe(false);
    expect(hasSessionCookie('my_portal_token=x', 'portal_token')).toBe(false);
    expect(hasSessionCookie(undefined, 'portal_token')).toBe(false);
  });

  it("puts the kind's markup in #root and removes every template", () => {
    const html = '<body><div id="root"></div>\n    <template data-shell="login"><main>sign in</main></template>\n    <template data-shell="leads"><main>Leads</main></template>\n</body>';
    expect(withAppShell(html, 'leads')).toBe('<body><div id="root"><main>Leads</main></div>\n</body>');
    expect(withAppShell(html, null)).toBe('<body><div id="root"></div>\n</body>');
    // A build without templates is served as it is.
    expect(withAppShell('<div id="root"></div>', 'lead')).toBe('<div id="root"></div>');
  });
});
