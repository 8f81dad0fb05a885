import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import { systemAccess } from '../../db/system-access';
import { escapeHtml } from '../../modules/site-head/html-escape';
import { AppError } from '../../shared/app-error';
import { isDirectLocalCaller } from '../../shared/direct-local-caller';
import { findRecentOutboxMessages } from './outbox.repository';

/** Where a new user reads the mail the app sent while SMTP_URL is unset (named in the start banner). */
export const DEV_OUTBOX_PATH = '/api/dev/outbox';
/** Only while mail stays in the database, and never in production. */
export function isDevOutboxServed(config: Pick<Config, 'production' | 'smtpUrl'>) {
  return !config.production && !config.smtpUrl;
}

/** The page shows this many of the newest messages. */
export const DEV_OUTBOX_LIMIT = 100;

type OutboxMessage = Awaited<ReturnType<typeof findRecentOutboxMessages>>[number];

const LINK = /https?:\/\/[^\s<>"']+/g;
/** Punctuation that ends a sentence, not a link: "open http://…/reset?token=abc." */
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

/** The message's text, escaped, with every http(s) address a link that can be followed. */
export function linkifiedText(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

function messageHtml(m: OutboxMessage): string {
  const when = (m.sent_at ?? m.created_at).toISOString().replace('T', ' ').slice(0, 19);
  const failure = m.error ? `<p><strong>Not sent: ${escapeHtml(m.error)}</strong></p>` : '';
  return `<article id="message-${m.id}">
<h2>${escapeHtml(m.subject)}</h2>
<p>To ${escapeHtml(m.to_address)} · ${when} UTC · ${m.transport}</p>${failure}
<p>${linkifiedText(m.text_body).replaceAll('\n', '<br>\n')}</p>
</article>`;
}

/**
 * Plain HTML, no script and no style: /api answers are under a policy that allows neither
 * (plugins/security-headers.ts), and the page must work with nothing but a browser.
 */
export function renderOutboxPage(messages: OutboxMessage[]): string {
  const body =
    messages.length === 0
      ? '<p>No mail yet. Invite a user, reset a password or send a contact form, then reload.</p>'
      : messages.map(messageHtml).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Dev outbox · Coperto</title>
</head>
<body>
<h1>Dev outbox</h1>
<p>Mail the app kept instead of sending it (SMTP_URL is unset), newest first, the latest ${DEV_OUTBOX_LIMIT}. Development only: this page does not exist in production.</p>
${body}
</body>
</html>
`;
}

/**
 * The development outbox: app.ts registers it only when `isDevOutboxServed`. It shows every
 * tenant's mail: a tool for the one person running the app on their machine (a direct local
 * caller only), never a product page.
 */
export const devOutboxRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    DEV_OUTBOX_PATH,
    { config: { public: true, ignoresCaller: true }, schema: { hide: true } },
    async (request, reply) => {
      // Reset and invitation links are in there: only for someone at this machine's keyboard.
      if (!isDirectLocalCaller(request)) {
        throw new AppError(
          404,
          'NOT_FOUND',
          `Route ${request.method} ${DEV_OUTBOX_PATH} not found`,
        );
      }
      const messages = await findRecentOutboxMessages(systemAccess(app.db), DEV_OUTBOX_LIMIT);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderOutboxPage(messages));
    },
  );
};
