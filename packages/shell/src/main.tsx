import { start } from './app/start';
import { ChatIcon } from './frame/chat-icon';

start(document.getElementById('root')!, { chatIcon: ChatIcon });
