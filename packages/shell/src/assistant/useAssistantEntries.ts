import { trimText } from '@fieldkit/core';
import type { AssistantAnswer } from '@fieldkit/core/contract';
import { useFieldkit } from '@fieldkit/ui';
import { useState } from 'react';
import { shellApiOf } from '../api/shellApi';

/** Asks the assistant a question; the reference server's endpoint unless the app passes another. */
export type AskAssistant = (question: string) => Promise<AssistantAnswer>;

/** A question asked, and its answer once come (or that it failed). */
export interface AssistantEntry {
  id: number;
  question: string;
  answer: AssistantAnswer | null;
  failed?: boolean;
}

/** The conversation with the assistant: what was asked and answered, and `ask` for the next question. */
export function useAssistantEntries(ask?: AskAssistant): {
  entries: AssistantEntry[];
  /** Asks `question` (trimmed); false, and nothing asked, when it is empty. */
  ask(question: string): boolean;
} {
  const { http } = useFieldkit();
  const [entries, setEntries] = useState<AssistantEntry[]>([]);
  const answered = (id: number, change: Partial<AssistantEntry>) =>
    setEntries((list) => list.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));
  return {
    entries,
    ask(question) {
      const text = trimText(question);
      if (!text) return false;
      const id = Date.now();
      setEntries((list) => [...list, { id, question: text, answer: null }]);
      const askIt: AskAssistant =
        ask ?? ((q) => shellApiOf(http).shell.askAssistant({ body: { Question: q } }));
      askIt(text).then(
        (answer) => answered(id, { answer }),
        () => answered(id, { failed: true }),
      );
      return true;
    },
  };
}
