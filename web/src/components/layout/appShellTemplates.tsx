import { renderToStaticMarkup } from 'react-dom/server';
import { AppShell, SHELL_KINDS } from './AppShell';

/** index.html's templates block: each shell kind's static markup (write-app-shell.mts, AppShell.test.tsx). */
export function shellTemplates(): string {
  return SHELL_KINDS.map((kind) => `    <template data-shell="${kind}">${renderToStaticMarkup(<AppShell kind={kind} />)}</template>`).join('\n');
}
