import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHandlers, createMockInstallation } from '../src/api/mocks/index.js';
import { App } from '../src/App.js';

// The dashboard rendered by React Testing Library, against the generated mock
// installation behind MSW: login exchange, access rules and state, no network.
const baseUrl = 'https://jobs.example.com';
const installation = createMockInstallation({ seed: 7 });
const server = setupServer(...createHandlers(installation, { baseUrl }));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => installation.reset());
afterEach(cleanup);
afterAll(() => server.close());

async function logIn(username: string, password: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<App baseUrl={baseUrl} queryClient={queryClient} />);
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await screen.findByRole('button', { name: 'Submit' });
}

describe('the dashboard', () => {
  it('lists jobs, submits one (the list refreshes with it) and cancels it', async () => {
    await logIn('user@example.com', 'user-secret');
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(0));
    fireEvent.change(screen.getByLabelText('Job name'), { target: { value: 'dashboard-test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const row = await screen.findByRole('row', { name: 'job dashboard-test' });
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(screen.getByRole('row', { name: 'job dashboard-test' })).getByText('cancelled')).toBeTruthy());
    expect(within(screen.getByRole('row', { name: 'job dashboard-test' })).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
  });

  it('shows a refused submit as the typed ApiError kind', async () => {
    await logIn('viewer@example.com', 'viewer-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Not submitted \(forbidden\)/);
  });
});
