import { describe, expect, it } from 'vitest';
import { escapeHtml, hasSessionCookie, shellKindOf, withAppShell } from '../src/app-shell.js';

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

  // The shell as write-app-shell.mts writes it: slots are <template>s inside the kind's own template, on one line.
  const SLOTTED = '<body><div id="root"></div>\n    <template data-shell="lead"><main>'
    + '<template data-slot="welcome-org"><h2>Welcome, %%firstName%%</h2><p title="Here %%organization%% works">Here %%organization%% works</p></template>'
    + '<template data-slot="welcome"><h2>Welcome, %%firstName%%</h2></template>'
    + '<template data-slot="lead"><h1>%%leadName%%</h1></template><template data-slot="!lead"><div class="sk"></div></template>'
    + '</main></template>\n    <template data-shell="login"><main>sign in</main></template>\n</body>';

  it('fills the slots it has values for, keeps the skeletons of those it has not, and drops the rest', () => {
    expect(withAppShell(SLOTTED, 'lead')).toBe('<body><div id="root"><main><div class="sk"></div></main></div>\n</body>');
    expect(withAppShell(SLOTTED, 'lead', { welcome: { firstName: 'Olivia' }, lead: { leadName: 'Fleet Depot' } }))
      .toBe('<body><div id="root"><main><h2>Welcome, Olivia</h2><h1>Fleet Depot</h1></main></div>\n</body>');
    expect(withAppShell(SLOTTED, 'lead', { 'welcome-org': { firstName: 'Olivia', organization: 'Sunrise' } }))
      .toBe('<body><div id="root"><main><h2>Welcome, Olivia</h2><p title="Here Sunrise works">Here Sunrise works</p><div class="sk"></div></main></div>\n</body>');
    // The other kinds' templates (and their slots) are gone.
    expect(withAppShell(SLOTTED, 'login')).toBe('<body><div id="root"><main>sign in</main></div>\n</body>');
  });

  it('escapes what users typed, in text and in attributes, and never reads a value as a token', () => {
    const page = withAppShell(SLOTTED, 'lead', {
      'welcome-org': { firstName: '<img src=x onerror=alert(1)>', organization: '" onmouseover="alert(1)' },
      lead: { leadName: '%%firstName%% & <script>alert(1)</script>' },
    });
    expect(page).not.toMatch(/<img|<script|" onmouseover/);
    expect(page).toContain('<h2>Welcome, &lt;img src=x onerror=alert(1)&gt;</h2>');
    expect(page).toContain('title="Here &quot; onmouseover=&quot;alert(1) works"');
    expect(page).toContain('<h1>%%firstName%% &amp; &lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });

  it('asks for the app at once on the sign-in card (nothing to read there), after the paint elsewhere', () => {
    const page = '<head><template data-app-scripts>\n<script type="module" src="/a.js"></script>\n<!--/app-scripts--></template></head><body><div id="root"></div>\n'
      + '<template data-shell="login"><main>sign in</main></template>\n<template data-shell="leads"><main>Leads</main></template>\n</body>';
    expect(withAppShell(page, 'login')).toBe('<head>\n<script type="module" src="/a.js"></script>\n</head><body><div id="root"><main>sign in</main></div>\n</body>');
    expect(withAppShell(page, 'leads')).toContain('<template data-app-scripts>');
    expect(withAppShell(page, null)).toContain('<template data-app-scripts>');
    // The tag named in a comment before it (as index.html's own comment once did) changes nothing.
    const commented = page.replace('<head>', '<head><!-- scripts wait in <template data-app-scripts> --><style>x</style>');
    expect(withAppShell(commented, 'login')).toBe('<head><!-- scripts wait in <template data-app-scripts> --><style>x</style>\n<script type="module" src="/a.js"></script>\n</head><body><div id="root"><main>sign in</main></div>\n</body>');
  });
});
