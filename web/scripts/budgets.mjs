// Per-route script budgets for `npm run build` (issue 28, item 2): report-size.mjs adds up the
// gzipped JS each route loads and fails the build when a route is over its budget, or when a
// package that must stay behind a lazy import (maps, charts, PDF, CSV, admin screens) is in a
// route's static imports. Kept apart from the report so scripts/budgets.test.mjs can check the rule.

/**
 * KB gzipped per route: the figures measured after issue 28's splitting (2026-11-27 17:15, the
 * early data-fetch script in index.html included) plus about 3 %, so a change that adds script to
 * a first screen fails the build and has to say why here (raise the budget in the same commit,
 * with the reason) or move the code behind a lazy import.
 */
export const BUDGETS_KB = {
  '/login': 282, // measured 274.0 (273.4 before issue 28, without the 4.4 KB early-fetch script)
  '/manage/leads': 400, // measured 388.3 (412.2 before)
  // measured 423.7 on 2026-11-27 19:46 (498.3 before the lead page's tabs, the Details edit form
  // and the financing comparison became lazy chunks; 495.2 before issue 28)
  'lead page': 436,
};

/** Sources a first screen must not load statically: each has its own lazy chunk. */
export const LAZY_ONLY = [
  { name: 'maps (maplibre-gl, react-map-gl)', pattern: /node_modules\/(maplibre-gl|react-map-gl|@vis\.gl)\// },
  { name: 'charts (recharts, d3)', pattern: /node_modules\/(recharts|d3-[a-z-]+|victory-vendor)\// },
  { name: 'PDF (pdfjs-dist)', pattern: /node_modules\/pdfjs-dist\// },
  { name: 'CSV (papaparse)', pattern: /node_modules\/papaparse\// },
  // Their components; the sidebar's "Organizations" label comes from the admin screens' texts.ts.
  { name: 'admin screens', pattern: /web\/src\/screens\/Admin\/.*\.tsx$/ },
];

/**
 * What is wrong with the routes' figures: `totals` is route → bytes gzipped, `sources` route → the
 * source files of its JS. An empty list means every route is within its budget.
 */
export function budgetFailures(totals, sources = {}, budgets = BUDGETS_KB, lazyOnly = LAZY_ONLY) {
  const failures = [];
  for (const [route, bytes] of Object.entries(totals)) {
    const budget = budgets[route];
    if (budget === undefined) failures.push(`${route}: no budget (add one to web/scripts/budgets.mjs)`);
    else if (bytes > budget * 1024) failures.push(`${route}: ${(bytes / 1024).toFixed(1)} KB gz is over its budget of ${budget} KB`);
    for (const { name, pattern } of lazyOnly) {
      const found = (sources[route] ?? []).filter((source) => pattern.test(source));
      if (found.length) failures.push(`${route}: loads ${name} statically (${found.slice(0, 2).join(', ')}${found.length > 2 ? ', …' : ''}); import it lazily`);
    }
  }
  return failures;
}

/**
 * The recipe keys Chakra's bundled components ask for (`createRecipeContext({ key: "button" })`,
 * `useSlotRecipe({ key: "table" })`…), from the sources of the built chunks (`sourceTexts`: the
 * text of each bundled @chakra-ui/react file). Keys of no recipe (such as "text") are left to the
 * caller to filter.
 */
export function recipeKeysAskedFor(sourceTexts) {
  const keys = new Set();
  for (const text of sourceTexts) for (const match of text.matchAll(/\bkey:\s*["']([\w-]+)["']/g)) keys.add(match[1]);
  return keys;
}

/** The recipes web/src/theme.ts gives the system: the `…Recipe` / `…SlotRecipe` names it imports from '@chakra-ui/react/theme'. */
export function themeRecipeKeys(themeSource) {
  const block = /import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react\/theme'/.exec(themeSource)?.[1] ?? '';
  return new Set([...block.matchAll(/\b(\w+?)(?:Slot)?Recipe\b/g)].map((match) => match[1]));
}

/** Recipe keys asked for that Chakra has (`available`) but the theme leaves out: such a component would render unstyled. */
export function missingRecipes(asked, available, given) {
  return [...asked].filter((key) => available.has(key) && !given.has(key)).sort();
}
