import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { CROSS_MESSAGES } from '../utils/messages';

interface TopicFormProps {
  topic: string;
  onTopicChange: (topic: string) => void;
  onSubmit: () => void;
  generating: boolean;
  error: string | null;
}

/** Step 1: the topic to be questioned on. */
export function TopicForm({ topic, onTopicChange, onSubmit, generating, error }: TopicFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        label="Topic"
        name="topic"
        value={topic}
        onChange={(event) => {
          onTopicChange(event.target.value);
        }}
        placeholder="e.g. React hooks, SQL joins"
        hint="A topic from your plan, or paste a lesson."
        error={error}
        autoComplete="off"
        maxLength={20000}
        fieldClassName="flex-1"
      />
      <Button type="submit" loading={generating} loadingText={CROSS_MESSAGES.generating} className="sm:mt-7">
        {CROSS_MESSAGES.generate}
      </Button>
    </form>
  );
}
