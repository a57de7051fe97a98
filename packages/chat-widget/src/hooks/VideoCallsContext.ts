import { createContext } from 'react';

/**
 * Whether the host offers video calls (its video widget is there and the company has them on): the conversation
 * header then shows a 'Video call' button, which asks for the call on the core event bus (`video:call`).
 */
export const VideoCallsContext = createContext(false);
