/** A message the product sends; `businessId` ties it to a tenant for the outbox. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  businessId?: number | null;
}

export interface MailPort {
  /** Sends (or, in the dev outbox, keeps) the message; throws when the transport refuses it. */
  send(message: MailMessage): Promise<void>;
}
