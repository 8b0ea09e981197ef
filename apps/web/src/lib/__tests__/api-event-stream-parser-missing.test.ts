import { operations } from '@pathwise/contract';
import { expect, it, vi } from 'vitest';
import { mockApi, on } from '@/testing/mock-api';
import { sseReply } from '@/testing/sse';
import { apiEventStream, ApiError, NETWORK_ERROR_MESSAGE } from '../api-client';

// The event parser is fetched with the first reply; here its file cannot be fetched (offline, or replaced).
vi.mock('eventsource-parser', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

it('a reply whose event parser cannot be fetched fails as an unreachable server does', async () => {
  mockApi({ ...on(operations.conversations.chat, () => sseReply(['Hello'])) });
  const error = await apiEventStream(
    operations.conversations.chat,
    { body: { userId: '0b9a1c3e-1111-4222-8333-444455556666', message: 'Hi' } },
    { onDelta: () => undefined },
  ).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
});
