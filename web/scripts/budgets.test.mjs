// node --test web/scripts/: the build's budget rule (budgets.mjs) fails a route over its budget or
// loading a lazy-only package statically, and passes one within.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BUDGETS_KB, budgetFailures } from './budgets.mjs';

const KB = 1024;

test('a route within its budget passes', () => {
  assert.deepEqual(budgetFailures({ '/login': 200 * KB }, { '/login': ['node_modules/react-dom/index.js'] }, { '/login': 250 }), []);
});

test('a route over its budget fails the build, with the route and both figures', () => {
  const failures = budgetFailures({ '/login': 250.5 * KB }, {}, { '/login': 250 });
  assert.equal(failures.length, 1);
  assert.match(failures[0], /^\/login: 250\.5 KB gz is over its budget of 250 KB$/);
});

test('a route without a budget fails', () => {
  assert.match(budgetFailures({ '/new': 1 }, {}, {})[0], /no budget/);
});

test('maps, charts, PDF, CSV or an admin screen in a route fails it', () => {
  const sources = [
    'node_modules/maplibre-gl/dist/maplibre-gl.js', 'node_modules/recharts/es6/index.js', 'node_modules/pdfjs-dist/build/pdf.mjs',
    'node_modules/papaparse/papaparse.min.js', 'web/src/screens/Admin/Invite/InviteUserScreen.tsx',
  ];
  const failures = budgetFailures({ '/manage/leads': 1 }, { '/manage/leads': sources }, { '/manage/leads': 500 });
  assert.deepEqual(failures.map((failure) => failure.replace(/ statically.*/, '')), [
    '/manage/leads: loads maps (maplibre-gl, react-map-gl)', '/manage/leads: loads charts (recharts, d3)',
    '/manage/leads: loads PDF (pdfjs-dist)', '/manage/leads: loads CSV (papaparse)', '/manage/leads: loads admin screens',
  ]);
});

test('the admin screens\' texts (the sidebar\'s labels) are not a screen', () => {
  assert.deepEqual(budgetFailures({ '/login': 1 }, { '/login': ['web/src/screens/Admin/Organizations/texts.ts'] }, { '/login': 1 }), []);
});

test('every route the report measures has a budget', () => {
  for (const route of ['/login', '/manage/leads', 'lead page']) assert.ok(BUDGETS_KB[route] > 0, route);
});

test('a bundled component whose recipe the theme leaves out is found', async () => {
  const { missingRecipes, recipeKeysAskedFor, themeRecipeKeys } = await import('./budgets.mjs');
  const asked = recipeKeysAskedFor(['const { withContext } = createRecipeContext({ key: "button" });', 'createSlotRecipeContext({ key: "table" }); useRecipe({ key: "text" })']);
  assert.deepEqual([...asked].sort(), ['button', 'table', 'text']);
  const given = themeRecipeKeys("import {\n  tokens, buttonRecipe,\n  cardSlotRecipe,\n} from '@chakra-ui/react/theme';");
  assert.deepEqual([...given].sort(), ['button', 'card']);
  assert.deepEqual(missingRecipes(asked, new Set(['button', 'table', 'card']), given), ['table']);
});
