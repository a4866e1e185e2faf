import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
// Chakra's theme piece by piece (its bundle-optimization guide): the stock tokens and styles, and
// only the recipes of the components the app renders, instead of `defaultConfig` with all ~76
// (issue 28: script on the first screen). `npm run build` fails when a bundled component asks for
// a recipe that is not listed here (web/scripts/budgets.mjs, missingRecipes).
import {
  animationStyles, breakpoints, cssVarsPrefix, cssVarsRoot, globalCss, keyframes, layerStyles, semanticTokens, textStyles, tokens,
  badgeRecipe, buttonRecipe, checkmarkRecipe, containerRecipe, headingRecipe, iconRecipe, inputAddonRecipe, inputRecipe, linkRecipe,
  radiomarkRecipe, separatorRecipe, skeletonRecipe, skipNavLinkRecipe, spinnerRecipe, textareaRecipe,
  accordionSlotRecipe, alertSlotRecipe, avatarSlotRecipe, cardSlotRecipe, checkboxSlotRecipe, comboboxSlotRecipe, dataListSlotRecipe,
  dialogSlotRecipe, drawerSlotRecipe, emptyStateSlotRecipe, fieldSlotRecipe, fieldsetSlotRecipe, fileUploadSlotRecipe, listSlotRecipe,
  menuSlotRecipe, nativeSelectSlotRecipe, popoverSlotRecipe, progressSlotRecipe, radioGroupSlotRecipe, statSlotRecipe, stepsSlotRecipe,
  switchSlotRecipe, tableSlotRecipe, tabsSlotRecipe, toastSlotRecipe, tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/** What Chakra's `defaultConfig` adds to its base config, with only the recipes the app uses. */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints, keyframes, tokens, semanticTokens, textStyles, layerStyles, animationStyles,
    recipes: {
      badge: badgeRecipe, button: buttonRecipe, checkmark: checkmarkRecipe, container: containerRecipe, heading: headingRecipe,
      icon: iconRecipe, input: inputRecipe, inputAddon: inputAddonRecipe, link: linkRecipe, radiomark: radiomarkRecipe,
      separator: separatorRecipe, skeleton: skeletonRecipe, skipNavLink: skipNavLinkRecipe, spinner: spinnerRecipe, textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe, alert: alertSlotRecipe, avatar: avatarSlotRecipe, card: cardSlotRecipe, checkbox: checkboxSlotRecipe,
      combobox: comboboxSlotRecipe, dataList: dataListSlotRecipe, dialog: dialogSlotRecipe, drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe, field: fieldSlotRecipe, fieldset: fieldsetSlotRecipe, fileUpload: fileUploadSlotRecipe,
      list: listSlotRecipe, menu: menuSlotRecipe, nativeSelect: nativeSelectSlotRecipe, popover: popoverSlotRecipe,
      progress: progressSlotRecipe, radioGroup: radioGroupSlotRecipe, stat: statSlotRecipe, steps: stepsSlotRecipe,
      switch: switchSlotRecipe, table: tableSlotRecipe, tabs: tabsSlotRecipe, toast: toastSlotRecipe, tooltip: tooltipSlotRecipe,
    },
  },
});

/**
 * The portal's design system: Chakra's defaults plus a green "solar" brand palette. Components use
 * colorPalette="brand"; the semantic tokens follow Chakra's own palette recipe so every component
 * (solid, subtle, outline, focus ring) picks the brand up without per-component styles.
 */
const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#effbf1' },
          100: { value: '#d8f4dd' },
          200: { value: '#b2e8bd' },
          300: { value: '#7fd694' },
          400: { value: '#4bbd69' },
          500: { value: '#2a9f4c' },
          600: { value: '#1d7f3b' },
          700: { value: '#186532' },
          800: { value: '#16502b' },
          900: { value: '#134225' },
          950: { value: '#072513' },
        },
        sun: { 400: { value: '#f9c23c' }, 500: { value: '#f2a900' } },
      },
      fonts: {
        heading: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        body: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's default error red (red.500) is 3.8:1 on white; form error texts need 4.5:1 (axe).
        fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
        // Destructive buttons (red solid): 700 like brand, so white text keeps 4.5:1 on the hover
        // shade too (red.600 at 90 % was 4.3:1: axe flagged a hovered Cancel lead button).
        red: { solid: { value: { _light: '{colors.red.700}', _dark: '{colors.red.600}' } } },
        brand: {
          // 700, not 600: white text keeps AA contrast (4.5:1) even on the hover shade (solid at 90 %).
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
  globalCss: {
    // Keyboard focus must always be visible (issue 4); Chakra's rings cover its components, this
    // covers plain links and anything custom.
    ':focus-visible': { outline: '2px solid {colors.brand.500}', outlineOffset: '2px' },
  },
});

let created: ReturnType<typeof createSystem> | undefined;

/**
 * The system, created on first use. Issue 28: creating it (every token's CSS variable, the
 * conditions, the utilities) is ~35 ms of a desktop CPU, the largest part of evaluating the app's
 * code; main.tsx asks for it in a task of its own after that evaluation, so a phone's 4× slower CPU
 * sees two shorter tasks instead of one long one.
 */
export function getSystem() {
  created ??= createSystem(defaultBaseConfig, chakraTheme, config);
  return created;
}

let forProvider: ReturnType<typeof createSystem> | undefined;

/**
 * The system as the provider gets it: the same system with no global styles to insert, because
 * index.html already carries them, written at build time (staticGlobalCss.ts). A view over the
 * system rather than a copy: reading `_global` from the real one is what the build made lazy.
 */
export function getProviderSystem() {
  forProvider ??= Object.create(getSystem(), { _global: { value: [] } }) as ReturnType<typeof createSystem>;
  return forProvider;
}
