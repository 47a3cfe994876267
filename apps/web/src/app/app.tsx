import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { RouterProvider, type createBrowserRouter } from 'react-router';

interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
}

/** Lets a navigation ask to be shown in the same task (`flushSync`), as "Load more" does. */
const flushNavigation = (update: () => unknown) => void flushSync(update);

export function App({ router, queryClient }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} flushSync={flushNavigation} />
    </QueryClientProvider>
  );
}
