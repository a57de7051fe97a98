import type { AssistantAnswer } from '@fieldkit/core/contract';

/** A menu entry or release note the assistant can point to. */
export interface AssistantSource {
  label: string;
  url: string;
  text: string;
}

const STOP_WORDS = new Set([
  'the',
  'a',
  'an',
  'to',
  'of',
  'how',
  'do',
  'i',
  'is',
  'where',
  'what',
  'my',
  'can',
  'in',
  'on',
  'for',
]);

/** Words of a question worth matching: lowercased, three letters or more, no stop words. */
export function questionWords(question: string): string[] {
  return question
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3 && !STOP_WORDS.has(w));
}

/** The reference assistant: the sources that share the most words with the question, as links (at most five). */
export function answerFrom(question: string, sources: AssistantSource[]): AssistantAnswer {
  const words = questionWords(question);
  const scored = sources
    .map((source) => {
      const haystack = `${source.label} ${source.text}`.toLowerCase();
      return { source, score: words.filter((w) => haystack.includes(w)).length };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, 5);
  if (scored.length === 0)
    return {
      Answer: 'I found nothing about that in your menu or the release notes. Try other words.',
      Links: [],
    };
  return {
    Answer: `I found ${scored.length === 1 ? 'one place' : `${scored.length} places`} that may help:`,
    Links: scored.map(({ source }) => ({ Label: source.label, Url: source.url })),
  };
}
