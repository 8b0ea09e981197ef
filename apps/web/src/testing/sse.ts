/**
 * Server-Sent Events responses for tests, in the API's wire format: `data: {...}\n\n` per event.
 * `sse()` sends everything at once; `sseStream()` hands the test the stream so it can send
 * events one at a time and check what the screen shows in between.
 */
const encoder = new TextEncoder();
const frame = (event: object) => `data: ${JSON.stringify(event)}\n\n`;
const headers = { 'Content-Type': 'text/event-stream; charset=utf-8' };

export function sse(events: object[]): Response {
  return new Response(events.map(frame).join(''), { status: 200, headers });
}

/** A reply streamed as deltas and a final done event. */
export const sseReply = (pieces: string[]) =>
  sse([...pieces.map((delta) => ({ delta })), { done: true, response: pieces.join('') }]);

export interface ControlledStream {
  response: Response;
  send: (event: object) => void;
  /** Sends raw text (e.g. half an event) to check the reader reassembles it. */
  sendRaw: (text: string) => void;
  close: () => void;
}

export function sseStream(): ControlledStream {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(start) {
      controller = start;
    },
  });
  return {
    response: new Response(body, { status: 200, headers }),
    send: (event) => {
      controller.enqueue(encoder.encode(frame(event)));
    },
    sendRaw: (text) => {
      controller.enqueue(encoder.encode(text));
    },
    close: () => {
      controller.close();
    },
  };
}
