// The browser entry (serve it with any bundler, e.g. Vite): the dashboard against the
// installation that serves this page.
import { createRoot } from 'react-dom/client';
import { App } from './App.js';

const root = document.getElementById('root');
if (root) createRoot(root).render(<App baseUrl={window.location.origin} />);
