import { operations } from '@pathwise/contract';
import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, on } from '@/testing/mock-api';
import { logIn } from '@/testing/render-app';
import {
  apiRequest,
  ApiError,
  BAD_RESPONSE_MESSAGE,
  call,
  download,
  getErrorMessage,
  setUnauthorizedHandler,
} from '../api-client';

const thing = z.object({ id: z.number() });

afterEach(() => {
  setUnauthorizedHandler(null);
});

describe('api client', () => {
  it("calls '/api' with JSON, credentials and the stored bearer token", async () => {
    logIn(undefined, 'tok-1');
    const mock = mockApi({ 'POST /api/things': { id: 7 } });
    await expect(
      apiRequest('/things', { method: 'POST', body: { name: 'a' }, schema: thing }),
    ).resolves.toEqual({ id: 7 });
    const [call] = mock.calls;
    expect(call?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(call?.credentials).toBe('include');
    expect(call?.body).toEqual({ name: 'a' });
  });

  it('sends no token when logged out and no content type without a body', async () => {
    const mock = mockApi({ 'POST /api/ping': { id: 1 } });
    await apiRequest('/ping', { method: 'POST' });
    expect(mock.calls[0]?.headers.has('Authorization')).toBe(false);
    expect(mock.calls[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('turns an { error } body into an ApiError with status and message', async () => {
    mockApi({ 'GET /api/things': json({ error: 'Nope.' }, 403) });
    const error = await apiRequest('/things', { schema: thing }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'Nope.', serverMessage: 'Nope.' });
    expect(getErrorMessage(error, 'fallback')).toBe('Nope.');
  });

  it('uses the fallback when the failure carries no error text', async () => {
    mockApi({ 'GET /api/things': () => new Response('<html>', { status: 502 }) });
    const error = await apiRequest('/things', { schema: thing }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, serverMessage: null });
    expect(getErrorMessage(error, 'fallback')).toBe('fallback');
  });

  it('rejects a response that does not match the schema', async () => {
    mockApi({ 'GET /api/things': { id: 'seven' } });
    await expect(apiRequest('/things', { schema: thing })).rejects.toMatchObject({ status: 200 });
  });

  it('reports an unreachable server as status 0', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/things', { schema: thing })).rejects.toMatchObject({ status: 0 });
  });

  it('ends the session on a 401 and hands over to the unauthorized handler', async () => {
    logIn();
    window.localStorage.setItem('learningPlan', '{}');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockApi({ 'GET /api/things': json({ error: 'Token expired.' }, 401) });
    await expect(apiRequest('/things', { schema: thing })).rejects.toMatchObject({ status: 401 });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('userId')).toBeNull();
    expect(window.localStorage.getItem('learningPlan')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('leaves the session alone on a 401 when the call opts out (wrong credentials)', async () => {
    logIn();
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockApi({ ...on(operations.auth.login, json({ error: 'Invalid credentials.' }, 401)) });
    await expect(
      apiRequest('/auth/login', { method: 'POST', body: {}, schema: thing, handleUnauthorized: false }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(window.localStorage.getItem('userId')).not.toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('calling an operation of the contract', () => {
  it('fills the path parameters (encoded), sends the method and body, and parses the success schema', async () => {
    const mock = mockApi({
      ...on(
        operations.plan.resume,
        {
          message: 'Welcome back to your plan.',
          plan: { id: '0b9a1c3e-1111-4222-8333-444455556666', goal: 'React' },
        },
        { planId: 'plan 1' },
      ),
    });
    const answer = await call(operations.plan.resume, { params: { planId: 'plan 1' } });
    expect(mock.calls[0]?.method).toBe('POST');
    expect(answer.message).toBe('Welcome back to your plan.');
  });

  it('rejects an answer that does not match the operation (a clear error, not bad data)', async () => {
    mockApi({ ...on(operations.payment.receipt, json({ amount: 'lots' })) });
    const error = await call(operations.payment.receipt, {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 200, message: BAD_RESPONSE_MESSAGE });
  });

  it('sends the body the operation declares and accepts a looser schema from the screen', async () => {
    const mock = mockApi({ ...on(operations.auth.resetPassword, json({})) });
    const loose = z.object({ message: z.string().optional() });
    await expect(
      call(
        operations.auth.resetPassword,
        { body: { resetToken: 't', newPassword: 'a new password 1' } },
        { schema: loose },
      ),
    ).resolves.toEqual({});
    expect(mock.calls[0]?.body).toEqual({ resetToken: 't', newPassword: 'a new password 1' });
  });

  it('downloads a file operation as a Blob', async () => {
    mockApi({
      ...on(
        operations.account.export,
        new Response('{"profile":{}}', {
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    });
    const file = await download(operations.account.export, {});
    expect(await file.text()).toBe('{"profile":{}}');
  });
});
