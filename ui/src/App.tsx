import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routes/AppRoutes.tsx';
import { SessionProvider } from './session/SessionProvider.tsx';

/**
 * The app root: session and router. The query cache is not here: its provider (query/QueryProvider.tsx) loads with
 * the pages and popups that use it, keeping TanStack Query out of the first download.
 */
export function App() {
  return (
    <SessionProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </SessionProvider>
  );
}
