/**
 * Test files that replace modules with vi.mock. vitest.config.ts runs them isolated, each in a fresh
 * module graph, so their doubles never reach another file; every other file shares one module graph
 * (isolate: false), which is most of the suite's speed. mocking-files.test.ts keeps this list true.
 */
export const MOCKING_TEST_FILES = [
  'src/auth/idleWatch.test.tsx',
  'src/components/map/LeadsMap.test.tsx',
  'src/components/map/PinMap.test.tsx',
  'src/components/pdf/PdfPager.test.tsx',
  'src/routing/RoutePreload.test.tsx',
  'src/screens/Auth/TermsChain.test.tsx',
  'src/screens/SignupResult/SignupResultScreen.test.tsx',
  'src/screens/IntakeForm/IntakeFormScreen.test.tsx',
  'src/screens/IntakeForm/WizardIssue26.test.tsx',
  'src/screens/LeadPage/LeadPage.test.tsx',
];
