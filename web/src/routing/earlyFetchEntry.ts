import { startAppAfterPaint } from './appAfterPaint';
import { startEarlyFetches } from './earlyFetch';

// The entry of the page's first script (earlyFetchPlugin.ts): the data is asked for at once, the
// app's code once the HTML's frame is on screen.
startEarlyFetches();
startAppAfterPaint();
