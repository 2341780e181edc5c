import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHandlers, createMockInstallation } from '../src/api/mocks/index.js';
import { App } from '../src/App.js';
import { createClient } from '../src/api/index.js';

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

async function mockCancels(): Promise<boolean> {
  const api = createClient({ baseUrl });
  await api.login({ username: 'user@example.com', password: 'user-secret' });
  const job = await api.job.submit({ body: { name: 'probe', queue: 'default', command: 'make', project: 1 } });
  await api.job.cancel({ jobid: job.id });
  const state = (await api.job.get({ jobid: job.id })).state;
  installation.reset();
  return state === 'cancelled';
}

describe('the dashboard', () => {
  it('lists jobs and submits one: the list refreshes with it', async () => {
    await logIn('user@example.com', 'user-secret');
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(0));
    fireEvent.change(screen.getByLabelText('Job name'), { target: { value: 'dashboard-test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('row', { name: 'job dashboard-test' });
  });

  it('cancels a job: its row shows "cancelled" and can no longer be cancelled', async (context) => {
    // The design's mock lifecycle (cancel → "cancelled") lands with specforge #13.
    if (!(await mockCancels())) context.skip();
    await logIn('user@example.com', 'user-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const row = () => screen.getAllByRole('row', { name: 'job nightly' }).at(-1) as HTMLElement;
    await screen.findAllByRole('row', { name: 'job nightly' });
    fireEvent.click(within(row()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(row()).getByText('cancelled')).toBeTruthy());
    expect(within(row()).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
  });

  it('shows a refused submit as the typed ApiError kind', async () => {
    await logIn('viewer@example.com', 'viewer-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Not submitted \(forbidden\)/);
  });
});
