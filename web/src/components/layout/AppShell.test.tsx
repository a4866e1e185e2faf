import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { layout } from '../../messages';
import { listTexts } from '../../screens/Leads/texts';
import { SHELL_KINDS, signedInKindOf } from './AppShell';
import { shellTemplates } from './appShellTemplates';

const indexHtml = fs.readFileSync(path.resolve(__dirname, '..', '..', '..', 'index.html'), 'utf8');

describe('the app shell (issue 28)', () => {
  it("index.html holds each kind's template exactly as AppShell renders it (else: cd web && npx tsx scripts/write-app-shell.mts)", () => {
    const block = /<!-- app-shell:start -->\n([\s\S]*?)\n\s*<!-- app-shell:end -->/.exec(indexHtml)?.[1];
    expect(block).toBe(shellTemplates());
    for (const kind of SHELL_KINDS) expect(indexHtml).toContain(`<template data-shell="${kind}">`);
  });

  it('styles every class the shell uses in index.html, and loads no font or other file', () => {
    const style = /<style>([\s\S]*?)<\/style>/.exec(indexHtml)![1];
    const used = new Set([...shellTemplates().matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1].split(' ')));
    const missing = [...used].filter((name) => !new RegExp(`\\.${name}\\b`).test(style));
    expect(missing).toEqual([]);
    expect(style).not.toMatch(/@font-face|@import|url\(/);
  });

  it("titles the list's shell with the list's own heading", () => {
    expect(layout.leads).toBe(listTexts.title);
  });

  it('draws the list, the lead page or the generic content by path', () => {
    expect(signedInKindOf('/manage/leads')).toBe('leads');
    expect(signedInKindOf('/manage/leads/')).toBe('leads');
    expect(signedInKindOf('/manage/leads/42')).toBe('lead');
    expect(signedInKindOf('/manage/leads/42/extra')).toBe('signed-in');
    expect(signedInKindOf('/manage/profile')).toBe('signed-in');
  });
});
