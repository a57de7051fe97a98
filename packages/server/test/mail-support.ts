import nodemailer from 'nodemailer';
import type { TestServer } from './helpers';

/** An SMTP client of a test server's inbound receiver, as a relay in front of it would deliver (plain, no TLS). */
export function inboundMailTransport(server: TestServer): nodemailer.Transporter {
  return nodemailer.createTransport({
    host: '127.0.0.1',
    port: server.server.smtpPort,
    secure: false,
    ignoreTLS: true,
    tls: { rejectUnauthorized: false },
  });
}
