import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for Twilio's REST Messages API on loopback that speaks its wire format (basic auth, a form of To, From
// and Body; 201 with the message's sid, or 400 with Twilio's error body), for the server's tests and the e2e suite.

/** A number the fake refuses as Twilio refuses a bad one (400, code 21211). */
export const REFUSED_NUMBER = '+15005550001';
/** A number the fake answers with a redirect to the cloud metadata address (which must never be followed). */
export const REDIRECTED_NUMBER = '+15005550002';

/** One request the fake received. */
export interface ProviderRequest {
  path: string;
  authorization: string | undefined;
  type: string | undefined;
  form: Record<string, string>;
}

/** A running fake provider. */
export interface FakeTwilio {
  /** Its base URL (the server's `TWILIO_API_BASE`). */
  url: string;
  /** Every request it received, in order. */
  received: ProviderRequest[];
  /** Holds every answer until the returned release is called (a provider slow to answer). */
  hold(): () => void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the fake on loopback (`port` 0: any free port) for the account `account` with the token `authToken`. */
export async function startFakeTwilio(account: string, authToken: string, port = 0): Promise<FakeTwilio> {
  const received: ProviderRequest[] = [];
  let sent = 0;
  let held: Promise<void> | null = null;
  const server = createServer(async (request, response) => {
    const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
    received.push({
      path: request.url ?? '',
      authorization: request.headers.authorization,
      type: request.headers['content-type'],
      form,
    });
    if (held) await held;
    if (
      request.headers.authorization !== `Basic ${Buffer.from(`${account}:${authToken}`).toString('base64')}`
    ) {
      response.writeHead(401, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ code: 20003, message: 'Authenticate', status: 401 }));
      return;
    }
    if (form.To === REDIRECTED_NUMBER) {
      response.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data' }).end();
      return;
    }
    if (form.To === REFUSED_NUMBER) {
      response.writeHead(400, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          code: 21211,
          message: `The 'To' number ${form.To} is not a valid phone number.`,
          status: 400,
        }),
      );
      return;
    }
    sent += 1;
    response.writeHead(201, { 'Content-Type': 'application/json' });
    response.end(
      JSON.stringify({ sid: `SM${sent.toString(16).padStart(32, '0')}`, status: 'queued', to: form.To }),
    );
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    hold() {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = () => {
          held = null;
          resolve();
        };
      });
      return release;
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
