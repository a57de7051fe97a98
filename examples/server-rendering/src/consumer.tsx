/**
 * A host's page in TSX, as an integrator writes it against the published types (`tsconfig.consumer.json`:
 * `skipLibCheck: false`, no workspace paths): the React components, and every `fk-*` tag with its props and typed
 * events. The lines marked `@ts-expect-error` are what the types must refuse.
 */
import { ChatWidget } from '@fieldkit/chat-widget';
import '@fieldkit/chat-widget/element';
import { JobEmailWidget } from '@fieldkit/job-email';
import '@fieldkit/job-email/element';
import { JobPrint } from '@fieldkit/job-print';
import { NotesWidget } from '@fieldkit/notes-widget';
import '@fieldkit/notes-widget/element';
import { SmsLogWidget } from '@fieldkit/sms-log';
import '@fieldkit/sms-log/element';
import { EmbeddedFieldkit } from '@fieldkit/ui/embed';
import { VideoCallElement } from '@fieldkit/video-call';
import '@fieldkit/video-call/element';

const token = async () => ({ Assertion: 'signed by the host' });

export const reactPage = (
  <EmbeddedFieldkit configUrl="https://fieldkit.example/config.json" tokenProvider={token}>
    <ChatWidget onUnreadChange={(total: number) => total} />
    <NotesWidget />
    <SmsLogWidget />
    <VideoCallElement showPeople />
  </EmbeddedFieldkit>
);

export const elementPage = (
  <>
    <fk-chat
      config-url="https://fieldkit.example/config.json"
      tokenProvider={token}
      videoCalls
      window="small"
      data-fk-scheme="dark"
      onfk-unread-change={(event) => {
        const total: number = event.detail;
        // @ts-expect-error the unread total is a number
        const text: string = event.detail;
        return [total, text];
      }}
      onfk-session-end={(event) => event.detail.reason}
    />
    <fk-notes token-url="/fieldkit-token" logHref="/notes" className="portal-bell" />
    <fk-sms-log token-url="/fieldkit-token" />
    <fk-job-email token-url="/fieldkit-token" woJobId={5001} showLog />
    <fk-video-call token-url="/fieldkit-token" showPeople />
    {/* @ts-expect-error a job's id is a number */}
    <fk-job-email woJobId="5001" />
    {/* @ts-expect-error no such theme */}
    <fk-chat data-fk-theme="purple" />
    {/* @ts-expect-error no such tag */}
    <fk-chatt />
  </>
);

export { JobEmailWidget, JobPrint };
