/** Paths (relative to root) of the .test.ts files under root's dirs that mock a module. */
export function mockingTestFiles(root: string, dirs?: string[]): string[];
