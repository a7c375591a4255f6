import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/router';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppToaster } from './lib/toast';
import { queryClient } from './lib/query-client';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppRouter />
      <AppToaster />
    </QueryClientProvider>
  </StrictMode>,
);
