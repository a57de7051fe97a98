import type { RefObject } from 'react';
import { BackButton } from './BackButton';

/** The header of a page reached from the recent chats: a back arrow and the page's heading (focused on arrival). */
export function PageHeader({
  id,
  title,
  heading,
}: {
  id: string;
  title: string;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <header className="fk-chat-recent__header">
      <BackButton />
      <h3 id={id} ref={heading} tabIndex={-1}>
        {title}
      </h3>
    </header>
  );
}
