import { ChatWidget } from '@fieldkit/chat-widget';
import { EmbeddedFieldkit } from '@fieldkit/ui/embed';
import { VideoCall } from '@fieldkit/video-call';
import { createRoot } from 'react-dom/client';
import '@fieldkit/ui/styles.css';
import '@fieldkit/chat-widget/styles.css';
import '@fieldkit/video-call/styles.css';

const fieldkitToken = () => fetch('/fieldkit-token').then((answer) => answer.json());
createRoot(document.getElementById('root') as HTMLElement).render(
  <EmbeddedFieldkit configUrl="https://fieldkit.example.com/config.json" tokenProvider={fieldkitToken}>
    <ChatWidget videoCalls />
    <VideoCall />
  </EmbeddedFieldkit>,
);
