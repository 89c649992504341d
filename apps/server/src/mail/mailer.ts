import { eq } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import type { Database } from '../db/connect';
import { outgoingEmails } from '../db/schema';

/** A plain-text mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail through MAIL_URL, or, without one, prints it; every mail is logged either way. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  db: Database;
  /** An `smtp://` or `smtps://` URL; absent means mails only go to the console and the log. */
  mailUrl: string | undefined;
  /** The sender, e.g. `Tonearm <no-reply@tonearm.local>`. */
  from: string;
  now(): Date;
  /** Where mails go without a mail server. @default console.log */
  print?: (text: string) => void;
}

export function createMailer(options: MailerOptions): Mailer {
  const transport = options.mailUrl ? createTransport(options.mailUrl) : null;
  const print = options.print ?? console.log;
  return {
    async send(message) {
      const [logged] = await options.db
        .insert(outgoingEmails)
        .values({
          ...message,
          sender: options.from,
          status: transport ? 'sending' : 'logged',
          created_at: options.now(),
        })
        .returning({ id: outgoingEmails.id });
      if (!transport) {
        print(`Mail to ${message.to}: ${message.subject}\n${message.text}`);
        return;
      }
      try {
        await transport.sendMail({ from: options.from, ...message });
        if (logged)
          await options.db
            .update(outgoingEmails)
            .set({ status: 'sent' })
            .where(eq(outgoingEmails.id, logged.id));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (logged) {
          await options.db
            .update(outgoingEmails)
            .set({ status: 'failed', error: reason })
            .where(eq(outgoingEmails.id, logged.id));
        }
        throw error;
      }
    },
  };
}
