/**
 * A real SMTP server on loopback that keeps every message it accepts, parsed: what the owner would
 * receive. The end-to-end harness and form-api's integration tests both use it; they stop and start
 * it to simulate a mail outage (it comes back on the same port).
 */
import type { AddressInfo } from 'node:net';
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  /** The To header's addresses. */
  to: string[];
  /** Envelope recipients: who the server was asked to deliver to, whatever the headers say. */
  recipients: string[];
  subject: string;
  text: string;
  html: string;
  /** The Reply-To address, or null when the message has none. */
  replyTo: string | null;
  /** Every header by its lower-case name. */
  headers: Record<string, string>;
  raw: string;
  parsed: ParsedMail;
}

const addresses = (value: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((item) =>
    item.value.map((entry) => entry.address ?? ''),
  );

export class SmtpSink {
  readonly messages: ReceivedMail[] = [];
  #server: SMTPServer | null = null;
  #port: number;

  /** `port` 0: a free port, chosen at the first start and kept after a stop. */
  constructor(
    port = 0,
    private readonly options: { parse: boolean } = { parse: true },
  ) {
    this.#port = port;
  }

  get port(): number {
    return this.#port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.#port}`;
  }

  async start(): Promise<void> {
    if (this.#server) return;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      size: 1024 * 1024,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (!this.options.parse) {
            callback();
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw)
            .then((parsed) => {
              this.messages.push({
                from: addresses(parsed.from)[0] ?? '',
                to: addresses(parsed.to),
                recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
                subject: parsed.subject ?? '',
                text: parsed.text ?? '',
                html: typeof parsed.html === 'string' ? parsed.html : '',
                replyTo: addresses(parsed.replyTo)[0] ?? null,
                headers: Object.fromEntries([...parsed.headers].map(([key, value]) => [key, String(value)])),
                raw,
                parsed,
              });
              callback();
            })
            .catch((error: Error) => callback(error));
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.#port, '127.0.0.1', () => {
        server.off('error', reject);
        // A client that dies mid-conversation (a killed form-api) resets its connection: not our error.
        server.on('error', () => undefined);
        resolve();
      });
    });
    this.#port = (server.server.address() as AddressInfo).port;
    this.#server = server;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    if (!server) return;
    this.#server = null;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  clear(): void {
    this.messages.length = 0;
  }
}
