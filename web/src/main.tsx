import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { listenForActivity } from './auth/idle';
import { registerServiceWorker } from './offline/register';
import { createRelayEnvironment } from './relay/environment';
import { preloadFirstPage } from './routing/RoutePreload';
import { getSystem } from './theme';

// Actions are recorded from the moment the app loads, signed in or not (§4: "every user action").
// The login form's clicks and keys must count: otherwise a time stored by an earlier session that
// ended with the browser closed would sign the user out right after logging in again.
listenForActivity(window);

const environment = createRelayEnvironment();
// Issue 28: the viewer and the route's data are asked for now, while React and the screen's chunks load.
preloadFirstPage(environment);

// Issue 28: the first render is a transition, so React renders it in slices of a few ms and yields
// between them (input, the network's answers, the browser's own work) instead of one long task: on
// a phone's CPU that task was most of the list's total blocking time. Nothing is on screen to keep
// meanwhile (index.html's shell stays until the first commit), so it cannot flash.
const root = createRoot(document.getElementById('root')!);
// Issue 28: Chakra's system is created in the task after the one that evaluated the app's code
// (theme.ts says why), and the render starts from there.
setTimeout(() => {
  getSystem();
  startTransition(() => {
    root.render(
      <StrictMode>
        <App environment={environment} />
      </StrictMode>,
    );
  });
}, 0);

// Issue 28: the installable app's service worker (production builds only, after load).
registerServiceWorker();
