import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { installMockApi } from '../stories/support/mockApi.ts';
// Relative: Vite's tsconfig paths do not reach files under .storybook/.
import { loadAllThemeParts } from '../ui/src/forms/theme/deferredThemeParts.tsx';
import '../ui/src/styles/baseStyles.ts';

installMockApi();

/** What every story runs inside: a fresh query cache, a router for links, and a page with one landmark and h1. */
function StoryFrame({ heading, children }: { heading: string; children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <main className="container">
          <h1 className="visually-hidden">{heading}</h1>
          {children}
        </main>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

const withAppFrame: Decorator = (Story, context) => (
  <StoryFrame heading={`${context.title}: ${context.name}`}>
    <Story />
  </StoryFrame>
);

const preview: Preview = {
  decorators: [withAppFrame],
  // The theme's parts few forms draw load on first need (deferredThemeParts.tsx): a story draws them at once.
  loaders: [loadAllThemeParts],
  parameters: { layout: 'padded' },
};

export default preview;
