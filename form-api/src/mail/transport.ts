/**
 * Where emails go: an SMTP server (SMTP_URL, pooled connections) or, when none is configured,
 * one `.eml` file per email in MAIL_OUTBOX_DIR. `send` resolves only once the SMTP server accepted
 * the message or the file is complete on disk.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config.server';
import type { OwnerEmail } from './render';

export interface MailTransport {
  readonly description: string;
  send(email: OwnerEmail): Promise<void>;
  close(): void | Promise<void>;
}

/** Errors that say nothing about the message itself: the server is down or unreachable. */
export function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const responseCode = (error as { responseCode?: unknown } | null)?.responseCode;
  if (typeof responseCode === 'number') return responseCode === 421;
  return (
    typeof code === 'string' &&
    ['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'ECONNREFUSED', 'ECONNRESET', 'EDNS', 'ETLS', 'ESTREAM'].includes(code)
  );
}

export function smtpTransport(smtpUrl: string, config: Pick<MailConfig, 'poolSize' | 'sendTimeoutMs'>): MailTransport {
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
    secure: url.protocol === 'smtps:',
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    pool: true,
    maxConnections: config.poolSize,
    maxMessages: 500,
    connectionTimeout: config.sendTimeoutMs,
    greetingTimeout: config.sendTimeoutMs,
    socketTimeout: config.sendTimeoutMs,
  });
  return {
    description: `smtp ${url.hostname}:${url.port || 'default'}`,
    async send(email) {
      await transporter.sendMail(email);
    },
    close: () => transporter.close(),
  };
}

export function fileTransport(outboxDir: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    description: `files in ${path.resolve(outboxDir)}`,
    async send(email) {
      // Every time: someone may have moved the folder away since the last email.
      await mkdir(outboxDir, { recursive: true });
      const { message } = (await builder.sendMail(email)) as { message: Buffer };
      const base = `${email.headers['X-Submission-Id']}.${email.headers['X-Mail-Kind']}.eml`;
      const target = path.join(outboxDir, base);
      // Written aside and renamed: a reader never sees half an email, a retry overwrites the same file.
      await writeFile(`${target}.tmp`, message);
      await rename(`${target}.tmp`, target);
    },
    close: () => builder.close(),
  };
}

export function createTransport(config: MailConfig): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl, config) : fileTransport(config.outboxDir);
}
