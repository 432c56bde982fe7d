import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { loadFirstPage } from './routes/AppRoutes.tsx';
import './styles/baseStyles.ts';

/**
 * How long the app's first render waits for the first page's code and forms (loadFirstPage), which it then draws
 * whole.
 */
const FIRST_PAGE_PATIENCE_MS = 1_000;

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
void loadFirstPage(window.location.pathname, FIRST_PAGE_PATIENCE_MS).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
