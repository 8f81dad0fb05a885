/** A file sent with a message: a booking's calendar event (`.ics`). */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/** A message the product sends; `businessId` ties it to a tenant for the outbox. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes (e.g. the guest who wrote through a contact form). */
  replyTo?: string;
  businessId?: number | null;
  /** Sent by SMTP; the dev outbox keeps the text only. */
  attachments?: MailAttachment[];
}

export interface MailPort {
  /** Sends (or, in the dev outbox, keeps) the message; throws when the transport refuses it. */
  send(message: MailMessage): Promise<void>;
}
