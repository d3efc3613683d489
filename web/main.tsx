import '@fontsource-variable/inter';
import '@fontsource/cormorant-garamond/600.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './pwa/register-service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

// The query client is created inside the signed-in app (web/app/signed-in-app.tsx), so the landing
// page's JavaScript stays within its budget.
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
