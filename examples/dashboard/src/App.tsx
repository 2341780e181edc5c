import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createClient, type Client } from './api/index.js';
import { Dashboard } from './Dashboard.js';

/** Logs in (the client runs the two-step exchange), then shows the dashboard. */
export function App({ baseUrl, queryClient = new QueryClient() }: { baseUrl: string; queryClient?: QueryClient }) {
  const [api, setApi] = useState<Client>();
  const [failure, setFailure] = useState<string>();
  if (api) {
    return (
      <QueryClientProvider client={queryClient}>
        <Dashboard api={api} />
      </QueryClientProvider>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const client = createClient({ baseUrl });
        client
          .login({ username: String(form.get('username')), password: String(form.get('password')) })
          .then(() => setApi(client), (error: Error) => setFailure(error.message));
      }}
    >
      <input name="username" aria-label="E-mail" />
      <input name="password" aria-label="Password" type="password" />
      <button type="submit">Log in</button>
      {failure && <p role="alert">{failure}</p>}
    </form>
  );
}
