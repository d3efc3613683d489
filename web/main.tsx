import '@fontsource-variable/inter';
import '@fontsource/cormorant-garamond/600.css';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { switchOnDeferredStylesheets } from './lib/deferred-stylesheets';
import { registerServiceWorker } from './pwa/register-service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

// The query client is created inside the signed-in app (web/app/signed-in-app.tsx), so the landing
// page's JavaScript stays within its budget. The first render is a transition: React renders it in
// slices, giving the browser the thread between them, instead of one long task (docs/performance.md,
// "First paint"); until it commits, the frame the member's document painted (with the rules it uses
// inline) stays on screen. It starts once the document's stylesheets apply, so what it renders is styled.
const reactRoot = createRoot(root);
void switchOnDeferredStylesheets().then(() =>
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);

registerServiceWorker();
