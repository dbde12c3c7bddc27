import { formatMoney } from '@oyna/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database, GatewaySessionTable } from '../../../db/schema';
import { sql, type Kysely, type Selectable } from 'kysely';
import { minorToAmount } from '../../../lib/money';
import { signCallback } from './signature';
import type { GatewayCallback, GatewayOutcome } from './types';

type Session = Selectable<GatewaySessionTable>;

export interface GatewayPageOptions {
  db: Kysely<Database>;
  secret: string;
  /** Sends a signed callback to the merchant; resolves with its HTTP status. */
  deliver: (rawBody: string, signature: string) => Promise<number>;
}

const TEXT = {
  tr: {
    title: 'Oyna Ödeme',
    amount: 'Tutar',
    method: 'Yöntem',
    pay: 'Öde',
    decline: 'Banka reddetsin',
    cancel: 'İptal',
    expired: 'Bu ödeme oturumunun süresi doldu.',
    done: 'Bu ödeme oturumu kapandı.',
    notFound: 'Ödeme oturumu bulunamadı.',
    back: 'Siteye dön',
    declined: 'Banka ödemeyi reddetti. Hesabınızdan para çekilmedi.',
    cancelled: 'Ödeme iptal edildi.',
  },
  en: {
    title: 'Oyna Pay',
    amount: 'Amount',
    method: 'Method',
    pay: 'Pay',
    decline: 'The bank declines',
    cancel: 'Cancel',
    expired: 'This payment session has expired.',
    done: 'This payment session is closed.',
    notFound: 'The payment session was not found.',
    back: 'Back to the site',
    declined: 'The bank declined the payment. No money was taken.',
    cancelled: 'The payment was cancelled.',
  },
} as const;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(lang: 'tr' | 'en', body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${TEXT[lang].title}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#0f172a;color:#f8fafc;display:grid;place-items:center;min-height:100vh}
main{background:#1e293b;padding:24px;border-radius:12px;width:min(92vw,420px)}h1{font-size:1.25rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dd{margin:0;font-weight:600}
form{display:inline}button,a.button{font:inherit;padding:10px 16px;border-radius:8px;border:0;margin:12px 8px 0 0;cursor:pointer;display:inline-block;text-decoration:none}
.pay{background:#16a34a;color:#fff}.decline{background:#b91c1c;color:#fff}.cancel,a.button{background:#475569;color:#fff}</style></head>
<body><main>${body}</main></body></html>`;
}

const localeOf = (s: Session | undefined): 'tr' | 'en' => (s?.locale === 'en' ? 'en' : 'tr');

/**
 * The built-in gateway's hosted page (`/provider/pay/:session`, served by the api in the
 * embedded default, deployable alone): shows the amount and method, and the player pays, lets
 * the bank decline, or cancels. The outcome goes to the merchant by a signed callback, then the
 * player is sent back to the site.
 */
export async function gatewayPage(
  app: FastifyInstance,
  options: GatewayPageOptions,
): Promise<void> {
  const { db } = options;
  // The page's forms post urlencoded; only this plugin reads that type.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const load = (id: string) =>
    db.selectFrom('gateway_session').selectAll().where('id', '=', id).executeTakeFirst();

  const params = {
    type: 'object',
    required: ['session'],
    properties: { session: { type: 'string', maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } },
  } as const;

  app.get<{ Params: { session: string } }>(
    '/:session',
    { schema: { params } },
    async (request, reply) => {
      const session = await load(request.params.session);
      const lang = localeOf(session);
      const t = TEXT[lang];
      reply.type('text/html; charset=utf-8');
      if (!session) return reply.code(404).send(page(lang, `<p>${t.notFound}</p>`));
      const back = `<a class="button" href="${escape(session.return_url)}">${t.back}</a>`;
      if (session.status === 'open' && new Date(session.expires_at).getTime() < Date.now()) {
        return page(lang, `<h1>${t.title}</h1><p>${t.expired}</p>${back}`);
      }
      if (session.status !== 'open') {
        const text = session.status === 'expired' ? t.expired : t.done;
        return page(lang, `<h1>${t.title}</h1><p>${text}</p>${back}`);
      }
      const action = `/provider/pay/${encodeURIComponent(session.id)}`;
      const button = (outcome: GatewayOutcome, cls: string, label: string) =>
        `<form method="post" action="${action}"><input type="hidden" name="outcome" value="${outcome}"><button class="${cls}" type="submit">${label}</button></form>`;
      return page(
        lang,
        `<h1>${t.title}</h1><dl><dt>${t.amount}</dt><dd data-testid="gateway-amount">${escape(
          formatMoney(minorToAmount(session.amount_minor)),
        )}</dd><dt>${t.method}</dt><dd>${escape(session.method)}</dd></dl>` +
          button('paid', 'pay', t.pay) +
          button('declined', 'decline', t.decline) +
          button('cancelled', 'cancel', t.cancel),
      );
    },
  );

  app.post<{ Params: { session: string }; Body: { outcome?: string } }>(
    '/:session',
    { schema: { params } },
    async (request, reply) => {
      const outcome = request.body?.outcome;
      if (outcome !== 'paid' && outcome !== 'declined' && outcome !== 'cancelled') {
        return reply
          .code(400)
          .type('text/plain')
          .send('outcome must be paid, declined or cancelled');
      }
      const status =
        outcome === 'paid' ? 'paid' : outcome === 'declined' ? 'declined' : 'cancelled';
      // One atomic transition: a second click (or tab) finds the session closed.
      const session = await db
        .updateTable('gateway_session')
        .set({ status })
        .where('id', '=', request.params.session)
        .where('status', '=', 'open')
        .where('expires_at', '>', sql<Date>`now()`)
        .returningAll()
        .executeTakeFirst();
      if (!session)
        return reply.redirect(`/provider/pay/${encodeURIComponent(request.params.session)}`, 303);
      const callback: GatewayCallback = {
        transactionId: session.transaction_id,
        reference: session.merchant_reference,
        outcome,
        amount: minorToAmount(session.amount_minor),
        currency: session.currency,
      };
      const raw = JSON.stringify(callback);
      const answer = await options
        .deliver(raw, signCallback(options.secret, raw, Math.floor(Date.now() / 1000)))
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'payment callback delivery failed');
          return 0;
        });
      if (answer !== 200)
        request.log.warn({ answer, session: session.id }, 'payment callback not accepted');
      if (outcome === 'paid') return reply.redirect(session.return_url, 303);
      // A declined or cancelled payment says so before the player goes back to the site.
      const lang = localeOf(session);
      const t = TEXT[lang];
      reply.type('text/html; charset=utf-8');
      return page(
        lang,
        `<h1>${t.title}</h1><p role="alert">${outcome === 'declined' ? t.declined : t.cancelled}</p><a class="button" href="${escape(session.return_url)}">${t.back}</a>`,
      );
    },
  );
}
