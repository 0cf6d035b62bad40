/** A real SMTP server on loopback for the integration tests: it keeps every message it accepts, parsed. */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SinkMessage {
  parsed: ParsedMail;
  subject: string;
  text: string;
  html: string;
  replyTo: string | null;
  /** Envelope recipients: who the server was asked to deliver to, whatever the headers say. */
  recipients: string[];
  header: (name: string) => string | undefined;
}

export class TestSmtpSink {
  readonly messages: SinkMessage[] = [];
  #server: SMTPServer | null = null;
  #port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.#port}`;
  }

  /** Starts on a free port the first time, on the same port after a stop. */
  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            const replyTo = parsed.replyTo?.value[0]?.address ?? null;
            this.messages.push({
              parsed,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              replyTo,
              recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
              header: (name) => {
                const value = parsed.headers.get(name.toLowerCase());
                return value === undefined ? undefined : String(value);
              },
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.#port, '127.0.0.1', () => resolve());
    });
    this.#port = (server.server.address() as AddressInfo).port;
    this.#server = server;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
