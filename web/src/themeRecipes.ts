import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { system } from './theme';

/**
 * Chakra's recipes beyond the login card's (theme.ts): imported for this effect by every chunk
 * that draws other components (the router's screens, the terms dialogs). Chakra's
 * system reads `theme.recipes` at each lookup and caches a recipe on first use, so they must be in
 * before a component that uses one renders: a chunk imports this before its own code runs.
 */
const theme = system._config.theme!;
theme.recipes = Object.assign(theme.recipes ?? {}, recipes);
theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, slotRecipes);

export const allRecipesLoaded = true;
