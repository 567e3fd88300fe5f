import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Outgoing mail, picked from config: SMTP when SMTP_URL is set, otherwise the server log. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(options: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(message) {
        // The embedded default has no mail server: the operator reads the message (and its link) in the log.
        options.log.warn({ to: message.to, subject: message.subject }, `No SMTP_URL configured. ${message.text}`);
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
    close() {
      transport.close();
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function passwordResetMessage(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Swedish Translator password',
    text:
      `Someone asked to reset the password for ${to} on Swedish Translator.\n\n` +
      `Open this link within one hour to choose a new password (it works once):\n${link}\n\n` +
      'If you did not ask for this, ignore this email; your password stays the same.\n',
    html:
      `<p>Someone asked to reset the password for ${escapeHtml(to)} on Swedish Translator.</p>` +
      `<p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works once, within one hour).</p>` +
      '<p>If you did not ask for this, ignore this email; your password stays the same.</p>',
  };
}
