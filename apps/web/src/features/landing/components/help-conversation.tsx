import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { faq, faqFallback, faqGreeting, type FaqEntry } from '../content/faq';
import { matchFaq } from '../utils/match-faq';

interface Message {
  id: number;
  from: 'visitor' | 'helper';
  text: string;
  link?: FaqEntry['link'];
}

const suggestions = faq.filter((entry) => entry.suggestion);

/** Answers from the FAQ content by keyword matching: no account, no server, no AI call. */
export function HelpConversation() {
  const [messages, setMessages] = useState<Message[]>([{ id: 0, from: 'helper', text: faqGreeting }]);
  const [question, setQuestion] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  // As the panel shows, so the first keys typed reach the box (React runs a click's effects before the next input).
  useEffect(() => {
    inputRef.current?.focus();
  }, []);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages]);

  const ask = (text: string) => {
    const trimmed = text.trim();
    if (!trimmed) return;
    const answer = matchFaq(trimmed, faq) ?? faqFallback;
    setMessages((previous) => [
      ...previous,
      { id: previous.length, from: 'visitor', text: trimmed },
      {
        id: previous.length + 1,
        from: 'helper',
        text: answer.answer,
        ...(answer.link ? { link: answer.link } : {}),
      },
    ]);
    setQuestion('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    ask(question);
    inputRef.current?.focus();
  };

  return (
    <>
      <div ref={logRef} role="log" aria-label="Conversation" className="flex-1 space-y-3 overflow-y-auto p-4">
        {messages.map((message) => (
          <div
            key={message.id}
            className={cn(
              'max-w-[88%] rounded-2xl px-3 py-2 text-sm',
              message.from === 'visitor'
                ? 'ml-auto rounded-br-sm bg-brand-600 text-white'
                : 'rounded-bl-sm bg-surface-muted text-ink',
            )}
          >
            <p>
              <span className="sr-only">{message.from === 'visitor' ? 'You: ' : 'Pathwise: '}</span>
              {message.text}
            </p>
            {message.link && (
              <AppLink
                to={message.link.to}
                className="mt-1 inline-block font-semibold text-brand-700 underline"
              >
                {message.link.label}
              </AppLink>
            )}
          </div>
        ))}
      </div>
      <div className="border-t border-line p-3">
        <ul aria-label="Suggested questions" className="mb-3 flex flex-wrap gap-2">
          {suggestions.map((entry) => (
            <li key={entry.id}>
              <button
                type="button"
                onClick={() => {
                  ask(entry.suggestion ?? '');
                }}
                className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1.5 text-xs font-medium text-brand-800 hover:border-brand-400"
              >
                {entry.suggestion}
              </button>
            </li>
          ))}
        </ul>
        <form onSubmit={onSubmit} className="flex gap-2">
          <label htmlFor="help-question" className="sr-only">
            Ask a question
          </label>
          <Input
            ref={inputRef}
            id="help-question"
            value={question}
            onChange={(event) => {
              setQuestion(event.target.value);
            }}
            placeholder="Ask about pricing, the trial…"
            autoComplete="off"
          />
          <Button type="submit" disabled={!question.trim()}>
            Send
          </Button>
        </form>
      </div>
    </>
  );
}
