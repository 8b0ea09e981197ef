import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { UpdatePrompt } from '@/components/layout/update-prompt';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/react-query';

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own; the app makes one per page load. */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
      <UpdatePrompt />
    </QueryClientProvider>
  );
}
