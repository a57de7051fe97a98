import { linkParts } from '@fieldkit/core/kit';

/**
 * A message's text, always as text (never HTML): its http(s) and www. addresses are links that open in a new tab
 * without handing the page over (`noopener noreferrer`). `dir="auto"` lays it out by its own first strong letter,
 * so Arabic and Hebrew read right to left in a left-to-right page, and the reverse.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <p className="fk-chat-bubble__text" dir="auto">
      {linkParts(text).map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ),
      )}
    </p>
  );
}
