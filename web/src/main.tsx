import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createRelayEnvironment } from './relay/environment';

const environment = createRelayEnvironment();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App environment={environment} />
  </StrictMode>,
);
