import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  /**
   * The message's own stable name (the outbox row's): a resend after a crash overwrites the same file, and over
   * SMTP carries the same Message-ID, so a receiver sees one message.
   */
  key: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Documents attached as files (an invoice's PDF). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mailer {
  /** Sends the message; answers where it went, for the log ('written to data/outbox/x.eml', 'sent to a***@b.se'). */
  send(message: MailMessage): Promise<string>;
}

export interface MailerOptions {
  /** smtp:// or smtps://; without it, each e-mail is written as an .eml file to `outboxDir`. */
  smtpUrl?: string;
  outboxDir: string;
  from: string;
}

const MESSAGE_ID_HOST = 'hembutiken.local';

/** An address as the log shows it: the first character of the local part, then the domain ('a***@example.se'). */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}

/** A file's path as the log shows it: relative to where the shop was started when it lies below, else absolute. */
function shownPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}

/** E-mail through nodemailer: SMTP when configured, otherwise .eml files in data/outbox/ (DESIGN.md). */
export function createMailer(options: MailerOptions): Mailer {
  const envelope = ({ key, ...message }: MailMessage) => ({ from: options.from, messageId: `<${key}@${MESSAGE_ID_HOST}>`, ...message });
  if (options.smtpUrl) {
    // Every wait bounded well inside the outbox worker's claim on the mail, so a slow server cannot cause a resend.
    const transport = nodemailer.createTransport(options.smtpUrl, { connectionTimeout: 15_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
    return {
      async send(message) {
        await transport.sendMail(envelope(message));
        return `sent to ${maskAddress(message.to)}`;
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail(envelope(message));
      await fs.promises.mkdir(options.outboxDir, { recursive: true });
      // Written whole or not at all: a crash mid-write leaves a temporary file, never half a message.
      const file = path.join(options.outboxDir, `${message.key}.eml`);
      const partial = `${file}.${process.pid}.tmp`;
      await fs.promises.writeFile(partial, info.message as Buffer);
      await fs.promises.rename(partial, file);
      return `written to ${shownPath(file)}`;
    },
  };
}
