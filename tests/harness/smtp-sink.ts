/**
 * A real SMTP server on loopback that keeps every message it accepts, parsed. Tests read what the
 * owner would receive, and stop/start it to simulate a mail outage.
 */
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo: string;
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

  constructor(
    readonly port: number,
    private readonly options: { parse: boolean } = { parse: true },
  ) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (this.#server) return;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      size: 1024 * 1024,
      onData: (stream, _session, callback) => {
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
                subject: parsed.subject ?? '',
                text: parsed.text ?? '',
                html: typeof parsed.html === 'string' ? parsed.html : '',
                replyTo: addresses(parsed.replyTo)[0] ?? '',
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
      server.listen(this.port, '127.0.0.1', () => {
        server.off('error', reject);
        // A client that dies mid-conversation (a killed form-api) resets its connection: not our error.
        server.on('error', () => undefined);
        resolve();
      });
    });
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
