import { createSocket } from 'node:dgram';
import { once } from 'node:events';
import * as dnsPacket from 'dns-packet';

/** A DNS server on loopback (UDP, the real wire format) answering TXT questions from a table the test fills. */
export interface FakeDns {
  /** `127.0.0.1:port`, as `INBOUND_MAIL_DNS_SERVERS` takes it. */
  address: string;
  /** TXT records by name (lower case); a name not here is answered NXDOMAIN. */
  txt: Map<string, string>;
  /** Names asked, in order. */
  asked: string[];
  /** While true, questions get no answer at all (a server out of reach). */
  silent: boolean;
  close(): Promise<void>;
}

const NXDOMAIN = 3;

/** A TXT record's text as the strings DNS carries it in (at most 255 bytes each). */
const strings = (text: string) => text.match(/.{1,255}/g) ?? [''];

export async function startFakeDns(): Promise<FakeDns> {
  const socket = createSocket('udp4');
  const dns: FakeDns = {
    address: '',
    txt: new Map(),
    asked: [],
    silent: false,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
  socket.on('message', (message, from) => {
    const query = dnsPacket.decode(message);
    const question = query.questions?.[0];
    if (!question) return;
    dns.asked.push(question.name);
    if (dns.silent) return;
    const text = question.type === 'TXT' ? dns.txt.get(question.name.toLowerCase()) : undefined;
    const reply = dnsPacket.encode({
      type: 'response',
      id: query.id,
      flags:
        dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | (text === undefined ? NXDOMAIN : 0),
      questions: query.questions,
      answers: text === undefined ? [] : [{ type: 'TXT', name: question.name, ttl: 60, data: strings(text) }],
    });
    socket.send(reply, from.port, from.address);
  });
  socket.bind(0, '127.0.0.1');
  await once(socket, 'listening');
  dns.address = `127.0.0.1:${socket.address().port}`;
  return dns;
}
