import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { apiRequest } from '../api-client';
import { z } from 'zod';

describe('a 401 from any API call', () => {
  it('clears the session and goes to /login', async () => {
    mockApi({ 'GET /api/anything': json({ error: 'Token expired.' }, 401) });
    const app = renderApp('/profile', { loggedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    await act(async () => {
      await apiRequest('/anything', { schema: z.object({}) }).catch(() => undefined);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/login');
    expect(window.localStorage.getItem('userId')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('Log In');
  });
});
