import { startEarlyFetches } from './earlyFetch';

// The entry of the page's first script (earlyFetchPlugin.ts).
startEarlyFetches();
