import type { ChatMessage } from '@pathwise/contract';
import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import { TUTOR_MESSAGES } from '../utils/messages';

/**
 * The tutor's chat log: capped height, scrolls, follows the newest line (SPEC §2).
 * The tutor chat (input, send, replies) builds on this.
 */
export function ChatLog({ messages }: { messages: ChatMessage[] }) {
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages]);

  return (
    <div
      ref={logRef}
      role="log"
      aria-label="Tutor chat"
      tabIndex={0}
      className="max-h-96 min-h-40 overflow-y-auto rounded-xl border border-line bg-surface-muted p-3"
    >
      {messages.length === 0 ? (
        <p className="flex min-h-32 items-center justify-center text-center text-sm text-ink-muted">
          {TUTOR_MESSAGES.chatEmpty}
        </p>
      ) : (
        <ul className="space-y-2">
          {messages.map((message, index) => (
            <li
              key={index}
              className={cn('flex', message.sender === 'user' ? 'justify-end' : 'justify-start')}
            >
              <p
                className={cn(
                  'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap',
                  message.sender === 'user'
                    ? 'rounded-br-sm bg-brand-600 text-white'
                    : 'rounded-bl-sm border border-line bg-surface text-ink',
                )}
              >
                <span className="sr-only">{message.sender === 'user' ? 'You: ' : 'Tutor: '}</span>
                {message.text}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
