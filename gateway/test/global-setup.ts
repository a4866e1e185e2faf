import type { TestProject } from 'vitest/node';
import { providePgliteDump } from '../../api/test/global-setup.js';

/** The api's migrated PGlite, made once for the run; realStack (harness.ts) clones it. */
export default (project: TestProject) => providePgliteDump(project);
