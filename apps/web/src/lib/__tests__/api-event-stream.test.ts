import { operations } from '@pathwise/contract';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, on } from '@/testing/mock-api';
import { logIn } from '@/testing/render-app';
import { sse, sseStream } from '@/testing/sse';
import { apiEventStream, ApiError, BAD_RESPONSE_MESSAGE } from '../api-client';

const chatInput = { body: { userId: '0b9a1c3e-1111-4222-8333-444455556666', message: 'Hi' } };

describe('apiEventStream', () => {
  it('asks for text/event-stream with the bearer token and hands each piece over as it arrives', async () => {
    logIn(undefined, 'tok-9');
    const stream = sseStream();
    const mock = mockApi({ ...on(operations.conversations.tutor, () => stream.response) });
    const deltas: string[] = [];
    const reply = apiEventStream(
      operations.conversations.tutor,
      { body: { user_id: '0b9a1c3e-1111-4222-8333-444455556666', question: 'Hi' } },
      { onDelta: (delta) => deltas.push(delta) },
    );
    await vi.waitFor(() => {
      expect(mock.calls).toHaveLength(1);
    });
    expect(mock.calls[0]?.headers.get('Accept')).toBe('text/event-stream');
    expect(mock.calls[0]?.headers.get('Authorization')).toBe('Bearer tok-9');
    stream.send({ delta: 'Hel' });
    await vi.waitFor(() => {
      expect(deltas).toEqual(['Hel']);
    });
    // An event split across two network chunks is put back together.
    stream.sendRaw('data: {"delta":"lo');
    stream.sendRaw(' there"}\n\n');
    stream.send({ done: true, response: 'Hello there' });
    await expect(reply).resolves.toBe('Hello there');
    expect(deltas).toEqual(['Hel', 'lo there']);
  });

  it('turns a refusal before the stream into an ApiError with the server message (429)', async () => {
    mockApi({
      ...on(operations.conversations.chat, json({ error: "You have used today's AI allowance." }, 429)),
    });
    const error = await apiEventStream(operations.conversations.chat, chatInput, {
      onDelta: () => undefined,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, serverMessage: "You have used today's AI allowance." });
  });

  it('turns an error event mid-stream into an ApiError, after the pieces already received', async () => {
    mockApi({
      ...on(operations.conversations.chat, sse([{ delta: 'Part' }, { error: 'The reply was interrupted.' }])),
    });
    const deltas: string[] = [];
    const error = await apiEventStream(operations.conversations.chat, chatInput, {
      onDelta: (d) => deltas.push(d),
    }).catch((e: unknown) => e);
    expect(deltas).toEqual(['Part']);
    expect(error).toMatchObject({ serverMessage: 'The reply was interrupted.' });
  });

  it('skips an event that is not JSON and goes on with the reply', async () => {
    const stream = sseStream();
    mockApi({ ...on(operations.conversations.chat, () => stream.response) });
    const deltas: string[] = [];
    const reply = apiEventStream(operations.conversations.chat, chatInput, {
      onDelta: (d) => deltas.push(d),
    });
    stream.send({ delta: 'Hel' });
    stream.sendRaw('data: {"delta":"lo\n\n');
    stream.sendRaw('data: not json at all\n\n');
    stream.send({ delta: 'lo' });
    stream.send({ done: true, response: 'Hello' });
    await expect(reply).resolves.toBe('Hello');
    expect(deltas).toEqual(['Hel', 'lo']);
  });

  it('says the response was unexpected when nothing readable arrived', async () => {
    const stream = sseStream();
    mockApi({ ...on(operations.conversations.chat, () => stream.response) });
    const reply = apiEventStream(operations.conversations.chat, chatInput, { onDelta: () => undefined });
    stream.sendRaw('data: {"delta":\n\n');
    stream.close();
    const error = await reply.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: BAD_RESPONSE_MESSAGE });
  });

  it('reads events whose lines end in CRLF, as a proxy may send them', async () => {
    const stream = sseStream();
    mockApi({ ...on(operations.conversations.chat, () => stream.response) });
    const deltas: string[] = [];
    const reply = apiEventStream(operations.conversations.chat, chatInput, {
      onDelta: (d) => deltas.push(d),
    });
    stream.sendRaw('data: {"delta":"Hi"}\r\n\r\ndata: {"done":true,"response":"Hi"}\r\n\r\n');
    await expect(reply).resolves.toBe('Hi');
    expect(deltas).toEqual(['Hi']);
  });

  it('also accepts a plain JSON answer', async () => {
    mockApi({ ...on(operations.conversations.chat, { reply: 'Plain reply' }) });
    const deltas: string[] = [];
    await expect(
      apiEventStream(operations.conversations.chat, chatInput, { onDelta: (d) => deltas.push(d) }),
    ).resolves.toBe('Plain reply');
    expect(deltas).toEqual(['Plain reply']);
  });
});
