// Writes the app shell's templates into web/index.html (issue 28): one <template data-shell="kind">
// per route kind, the static markup of src/components/layout/AppShell.tsx. Run after changing that
// component: `cd web && npx tsx scripts/write-app-shell.mts` (AppShell.test.tsx fails until then).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { shellTemplates } from '../src/components/layout/appShellTemplates';

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'index.html');
const html = fs.readFileSync(file, 'utf8');
const block = /(<!-- app-shell:start -->)[\s\S]*?(<!-- app-shell:end -->)/;
if (!block.test(html)) throw new Error('web/index.html has no <!-- app-shell:start --> … <!-- app-shell:end --> block');
fs.writeFileSync(file, html.replace(block, (_, start: string, end: string) => `${start}\n${shellTemplates()}\n    ${end}`));
console.log('web/index.html: app shell templates written');
