import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/schema';
import { errorBody } from '../../http/errors';
import { storeInboundSms } from './inbound';
import { mediaOfForm } from './media-attach';
import { createMediaQueue } from './media-queue';
import { isTwilioSigned } from './twilio-signature';

/** Where the SMS provider posts an inbound message: the notification service's `Sms/Inbound`. */
export const SMS_INBOUND_PATH = '/api/notification/Sms/Inbound';
/** A provider's form is small; anything larger is not an SMS. */
const FORM_LIMIT = 64 * 1024;
/** The empty answer Twilio expects: nothing to send back. */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/** The fields of Twilio's inbound-message form this server reads (it posts more, all of them signed). */
const InboundForm = z.object({
  MessageSid: z.string().regex(/^(SM|MM)[0-9a-fA-F]{32}$/, 'MessageSid is not a message id.'),
  From: z.string().min(1).max(32),
  To: z.string().min(1).max(32),
  // Twilio joins a long message into one Body of up to 1,600 characters.
  Body: z.string().max(1600).default(''),
  NumMedia: z.coerce.number().int().min(0).max(10).default(0),
});

/** Whether a stored message has its file already. */
async function hasFile(db: Db, stored: { companyId: number; alertId: number }): Promise<boolean> {
  const row = await db
    .selectFrom('received_alerts')
    .select('filepath')
    .where('company_id', '=', stored.companyId)
    .where('alert_id', '=', stored.alertId)
    .executeTakeFirst();
  return !!row?.filepath;
}

/** The URL the provider called, as it signed it: the configured public URL, else this server's own. */
function publicUrlOf(request: FastifyRequest, config: ServerConfig): string {
  const base =
    config.publicUrl ?? `${request.protocol}://${request.headers.host ?? `${config.host}:${config.port}`}`;
  return base + request.url;
}

/**
 * The inbound SMS webhook, in the form Twilio posts (`application/x-www-form-urlencoded`, signed with
 * `X-Twilio-Signature`). A missing or wrong signature is 403 and stores nothing; a message already stored is
 * answered as stored; a number no company has is 404. Off (404) unless `SMS_WEBHOOK_AUTH_TOKEN` is set.
 */
export function registerSmsWebhook(
  app: FastifyInstance,
  deps: {
    db: Db;
    config: ServerConfig;
    /** A new message was stored for a company (not a provider's retry of one stored before). */
    stored?: (companyId: number) => void;
  },
): void {
  // MMS media to fetch, kept in the store; a stop waits for the downloads under way before the store closes.
  const media = createMediaQueue(deps.db, deps.config, app.log, {
    retryDelaysMs: deps.config.smsMediaRetryDelaysMs,
  });
  // What a process that stopped (or died) left to fetch is taken up at start.
  app.addHook('onReady', async () => media.start());
  app.addHook('onClose', async () => media.close());
  void app.register(async (scope) => {
    // The form is kept as sent: its fields are read once the signature over them has been checked.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post(SMS_INBOUND_PATH, async (request, reply) => {
      const token = deps.config.smsWebhookAuthToken;
      if (!token) return reply.code(404).send(errorBody(404, 'Inbound SMS is not enabled on this server.'));
      if (typeof request.body !== 'string')
        return reply
          .code(415)
          .send(errorBody(415, 'Inbound SMS is a form (application/x-www-form-urlencoded).'));
      const form = new URLSearchParams(request.body);
      const params: Record<string, string> = {};
      for (const [name, value] of form) {
        if (name in params) return reply.code(400).send(errorBody(400, `The form repeats ${name}.`));
        params[name] = value;
      }
      const signature = request.headers['x-twilio-signature'];
      if (
        !isTwilioSigned(
          token,
          publicUrlOf(request, deps.config),
          params,
          typeof signature === 'string' ? signature : undefined,
        )
      ) {
        request.log.warn({ path: SMS_INBOUND_PATH }, 'inbound SMS refused: bad signature');
        return reply.code(403).send(errorBody(403, 'The request is not signed by the SMS provider.'));
      }
      const parsed = InboundForm.safeParse(params);
      if (!parsed.success)
        return reply
          .code(400)
          .send(
            errorBody(400, parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')),
          );
      const sms = parsed.data;
      const result = await storeInboundSms(deps.db, {
        messageSid: sms.MessageSid,
        from: sms.From,
        to: sms.To,
        body: sms.Body,
      });
      if (result.status === 'unknown-number')
        return reply.code(404).send(errorBody(404, 'No company receives SMS at this number.'));
      if (result.status === 'stored') deps.stored?.(result.companyId);
      // The media is kept to fetch before the provider is answered (fetched after the answer, so the provider waits
      // for no download), and fetched again after a restart. A retry of a message stored without its file (the
      // process died before keeping its media) keeps it then.
      const files = mediaOfForm(params, sms.NumMedia);
      if (files.length > 0 && (result.status === 'stored' || !(await hasFile(deps.db, result))))
        await media.enqueue(result, files);
      request.log.info(
        { companyId: result.companyId, alertId: result.alertId, status: result.status },
        'inbound SMS',
      );
      return reply.code(200).type('text/xml; charset=utf-8').send(EMPTY_TWIML);
    });
  });
}
