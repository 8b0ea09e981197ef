import { memo, useEffect, useRef, type ReactNode } from 'react';
import { EmptyStateIllustration } from '@/components/illustrations/empty-state-illustration';
import { cn } from '@/lib/cn';
import { Markdown } from './markdown';

export interface ChatLine {
  sender: 'user' | 'bot';
  text: string;
}

interface ChatLogProps {
  /** Accessible name of the log, e.g. "Tutor chat". */
  label: string;
  /** Who the bot is, for screen readers ("Tutor: …"). */
  botName: string;
  messages: readonly ChatLine[];
  /** A reply arriving piece by piece, shown as the newest bot line. */
  streaming?: string | null;
  /** Waiting for the first piece of a reply: a typing indicator. */
  typing?: boolean;
  /** Shown when there are no lines yet. */
  empty?: ReactNode;
  /** A note under the lines (e.g. how to start). */
  footer?: ReactNode;
  /** Height cap and other sizing. */
  className?: string;
}

function Bubble({
  sender,
  botName,
  busy,
  children,
}: {
  sender: ChatLine['sender'];
  botName: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <li className={cn('flex', sender === 'user' ? 'justify-end' : 'justify-start')}>
      <div
        aria-busy={busy || undefined}
        className={cn(
          'max-w-[88%] min-w-0 rounded-2xl px-3.5 py-2 text-sm leading-relaxed',
          sender === 'user'
            ? 'rounded-br-sm bg-brand-600 text-white whitespace-pre-wrap break-words'
            : 'rounded-bl-sm border border-line bg-surface text-ink',
        )}
      >
        <span className="sr-only">{sender === 'user' ? 'You: ' : `${botName}: `}</span>
        {children}
      </div>
    </li>
  );
}

/**
 * A line already said. It changes only when its text does, so typing in the box under a long conversation
 * does not rebuild every line above it (bench/chat-typing.ts).
 */
const Line = memo(function Line({ sender, text, botName }: ChatLine & { botName: string }) {
  return (
    <Bubble sender={sender} botName={botName}>
      {sender === 'bot' ? <Markdown>{text}</Markdown> : text}
    </Bubble>
  );
});

/**
 * A conversation: user lines as plain text, bot lines as safe Markdown, an optional streaming line and
 * typing indicator. It scrolls within its capped height and follows the newest line.
 */
export function ChatLog({
  label,
  botName,
  messages,
  streaming,
  typing,
  empty,
  footer,
  className,
}: ChatLogProps) {
  const logRef = useRef<HTMLDivElement>(null);

  const nothing = messages.length === 0 && !streaming && !typing;
  useEffect(() => {
    const log = logRef.current;
    if (!log || nothing) return;
    // Reading scrollHeight forces a layout. In the next frame the browser lays the page out anyway, so the
    // read costs nothing there, instead of a second layout inside React's commit.
    const frame = requestAnimationFrame(() => {
      log.scrollTop = log.scrollHeight;
    });
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [messages, streaming, typing, nothing]);

  return (
    <div
      ref={logRef}
      role="log"
      aria-label={label}
      // Announce a streamed reply once it is complete, not piece by piece.
      aria-busy={Boolean(streaming) || typing || undefined}
      tabIndex={0}
      className={cn('relative overflow-y-auto rounded-xl border border-line bg-surface-muted p-3', className)}
    >
      {nothing ? (
        <div className="flex h-full min-h-32 flex-col items-center justify-center gap-2 text-center text-sm text-ink-muted">
          {empty && <EmptyStateIllustration variant="no-messages" className="w-24" />}
          <p>{empty}</p>
        </div>
      ) : (
        <ul className="space-y-2">
          {messages.map((message, index) => (
            <Line key={index} sender={message.sender} text={message.text} botName={botName} />
          ))}
          {streaming ? (
            <Bubble sender="bot" botName={botName} busy>
              <Markdown>{streaming}</Markdown>
            </Bubble>
          ) : typing ? (
            <Bubble sender="bot" botName={botName} busy>
              <span className="sr-only">{botName} is typing…</span>
              <span aria-hidden="true" className="flex h-5 items-center gap-1" data-testid="typing-indicator">
                {[0, 150, 300].map((delay) => (
                  <span
                    key={delay}
                    className="size-1.5 animate-bounce rounded-full bg-ink-muted"
                    style={{ animationDelay: `${String(delay)}ms` }}
                  />
                ))}
              </span>
            </Bubble>
          ) : null}
        </ul>
      )}
      {!nothing && footer && <p className="mt-3 text-center text-sm text-ink-muted">{footer}</p>}
    </div>
  );
}
