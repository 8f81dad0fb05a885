/** A message the product sends; `businessId` ties it to a tenant for the outbox. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes (e.g. the guest who wrote through a contact form). */
  replyTo?: string;
  businessId?: number | null;
}

export interface MailPort {
  /** Sends (or, in the dev outbox, keeps) the message; throws when the transport refuses it. */
  send(message: MailMessage): Promise<void>;
}
