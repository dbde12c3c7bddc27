import fs from 'node:fs';
import path from 'node:path';
import { formatMoney } from '@oyna/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { minorToAmount } from '../../../lib/money';
import {
  CHALLENGE_ATTEMPTS,
  checkCard,
  challengePasses,
  TEST_CHALLENGE_CODE,
  type CardField,
  type CardInput,
  type CardProblem,
} from './card';
import { CARD_FORM_SCRIPT } from './card-form-script';
import { fill, PAGE_TEXT, type PageLang, type PageText } from './page-texts';
import type { GatewaySession, GatewaySessions } from './queries';
import { signCallback } from './signature';
import type { GatewayCallback, GatewayOutcome } from './types';

export interface GatewayPageOptions {
  /** The gateway's own sessions (queries.ts). */
  sessions: GatewaySessions;
  secret: string;
  /** Sends a signed callback to the merchant; resolves with its HTTP status. */
  deliver: (rawBody: string, signature: string) => Promise<number>;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The imask library's browser build, served beside the page's script (same-origin CSP). */
const IMASK_FILE = path.join(path.dirname(require.resolve('imask')), 'imask.min.js');

const STYLE = `*,*::before,*::after{box-sizing:border-box}
body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;margin:0;background:#0f172a;color:#f8fafc;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px}
main{background:#1e293b;padding:20px;border-radius:12px;width:100%;max-width:420px;margin:0 auto}
h1{font-size:1.25rem;margin:0 0 12px}h2{font-size:1.05rem;margin:16px 0 8px}
.notice{background:#78350f;color:#fef3c7;border-radius:8px;padding:10px 12px;font-size:.85rem;line-height:1.4;margin:0 0 12px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0 0 8px}dt{color:#cbd5e1}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
label{display:block;font-size:.9rem;margin:12px 0 4px;color:#e2e8f0}
input{width:100%;font:inherit;font-size:1rem;padding:10px 12px;border-radius:8px;border:1px solid #475569;background:#0f172a;color:#f8fafc}
input[aria-invalid=true]{border-color:#f87171}
.row{display:flex;gap:12px}.row>div{flex:1;min-width:0}.row label{min-height:2.5em;display:flex;align-items:flex-end}
.nowrap{white-space:nowrap;font-weight:600}
.error{color:#fca5a5;font-size:.85rem;margin:4px 0 0}
.summary{color:#fecaca;background:#7f1d1d;border-radius:8px;padding:8px 12px;margin:8px 0 0}
button,a.button{font:inherit;width:100%;padding:12px 16px;border-radius:8px;border:0;margin:16px 0 0;cursor:pointer;display:block;text-align:center;text-decoration:none}
.pay{background:#16a34a;color:#fff;font-weight:600}.cancel,a.button{background:#475569;color:#fff}
form.cancel-form button{margin-top:8px}`;

function page(lang: PageLang, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${PAGE_TEXT[lang].title}</title>
<style>${STYLE}</style></head>
<body><main>${body}</main><script src="/provider/pay/assets/imask.js"></script><script src="/provider/pay/assets/card-form.js"></script></body></html>`;
}

const localeOf = (s: GatewaySession | undefined): PageLang => (s?.locale === 'en' ? 'en' : 'tr');

/** The test notice with its card numbers and code kept on one line each. */
const notice = (text: string) =>
  text.replace(/\b\d{4}(?: \d{4}){3}\b|\b\d{6}\b/g, '<span class="nowrap">$&</span>');

const actionOf = (s: GatewaySession) => `/provider/pay/${encodeURIComponent(s.id)}`;

function summary(t: PageText, s: GatewaySession): string {
  return `<h1>${t.title}</h1><dl><dt>${t.amount}</dt><dd data-testid="gateway-amount">${escape(
    formatMoney(minorToAmount(s.amount_minor)),
  )}</dd><dt>${t.method}</dt><dd>${escape(s.method)}</dd></dl>`;
}

function cancelForm(t: PageText, s: GatewaySession): string {
  return `<form class="cancel-form" method="post" action="${actionOf(s)}"><input type="hidden" name="cancel" value="1"><button class="cancel" type="submit">${t.cancel}</button></form>`;
}

type Problems = Partial<Record<CardField, CardProblem>>;

/** The card form; after a refused try, each field says what is wrong (the CVC is never echoed). */
function cardForm(
  lang: PageLang,
  s: GatewaySession,
  problems: Problems = {},
  typed: CardInput = {},
): string {
  const t = PAGE_TEXT[lang];
  const field = (
    name: CardField,
    id: string,
    label: string,
    attrs: string,
    keep: boolean,
    values: Record<string, string | number> = {},
  ) => {
    const problem = problems[name];
    const value = keep && typed[name] ? ` value="${escape(typed[name] ?? '')}"` : '';
    const error = problem
      ? `<p class="error" id="${id}-error" data-testid="gateway-error-${name}">${fill(t[problem], values)}</p>`
      : '';
    return `<div><label for="${id}">${label}</label><input id="${id}" name="${name}" ${attrs}${value}${
      problem ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''
    }>${error}</div>`;
  };
  const anyProblem = Object.keys(problems).length > 0;
  return page(
    lang,
    `<p class="notice" role="note" data-testid="gateway-test-notice">${notice(t.testNotice)}</p>` +
      summary(t, s) +
      (anyProblem ? `<p class="summary" role="alert">${t.errorSummary}</p>` : '') +
      `<form method="post" action="${actionOf(s)}" data-testid="gateway-card-form" novalidate>` +
      field(
        'number',
        'card-number',
        t.cardNumber,
        'inputmode="numeric" autocomplete="cc-number" placeholder="1234 5678 9012 3456" maxlength="23" required',
        true,
      ) +
      `<div class="row">` +
      field(
        'expiry',
        'card-expiry',
        t.expiry,
        `inputmode="numeric" autocomplete="cc-exp" placeholder="${t.expiryPlaceholder}" maxlength="5" required`,
        true,
      ) +
      field(
        'cvc',
        'card-cvc',
        t.cvc,
        'inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required',
        false,
        { digits: 3 },
      ) +
      `</div>` +
      field(
        'holder',
        'card-holder',
        t.holder,
        'autocomplete="cc-name" maxlength="64" required',
        true,
      ) +
      `<button class="pay" type="submit">${escape(
        fill(t.pay, { amount: formatMoney(minorToAmount(s.amount_minor)) }),
      )}</button></form>` +
      cancelForm(t, s),
  );
}

/** The 3-D Secure step, on the same page: a code field (the test gateway names the code). */
function challengeForm(lang: PageLang, s: GatewaySession, wrong = false): string {
  const t = PAGE_TEXT[lang];
  const card = `${(s.card_brand ?? '').toUpperCase()} •••• ${s.card_last4 ?? ''}`;
  const left = CHALLENGE_ATTEMPTS - s.challenge_failures;
  const error = wrong
    ? `<p class="error" id="challenge-code-error" role="alert" data-testid="gateway-error-code">${fill(t.codeWrong, { left })}</p>`
    : '';
  return page(
    lang,
    `<p class="notice" role="note" data-testid="gateway-test-notice">${notice(
      fill(t.challengeNotice, { code: TEST_CHALLENGE_CODE }),
    )}</p>` +
      summary(t, s) +
      `<h2>${t.challengeTitle}</h2><p>${escape(fill(t.challengeText, { card }))}</p>` +
      `<form method="post" action="${actionOf(s)}/challenge" data-testid="gateway-challenge-form" novalidate>` +
      `<label for="challenge-code">${t.code}</label><input id="challenge-code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required${
        wrong ? ' aria-invalid="true" aria-describedby="challenge-code-error"' : ''
      }>${error}<button class="pay" type="submit">${t.verify}</button></form>` +
      cancelForm(t, s),
  );
}

function closedPage(lang: PageLang, s: GatewaySession, text: string): string {
  const t = PAGE_TEXT[lang];
  return page(
    lang,
    `<h1>${t.title}</h1><p role="alert" data-testid="gateway-result">${text}</p><a class="button" href="${escape(s.return_url)}">${t.back}</a>`,
  );
}

const html = (reply: FastifyReply) =>
  // PCI DSS: a page with card fields is never cached.
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');

/**
 * The built-in gateway's hosted card page (`/provider/pay/:session`, served by the api in the
 * embedded default, deployable alone; PCI DSS SAQ A: the site never sees a card). The player
 * enters the card number, expiry, CVC and holder here; a 3-D Secure card asks for a code on the
 * same page. The gateway keeps only the brand, last four digits, expiry and its own token
 * (queries.ts); the outcome goes to the merchant by a signed callback, then the player is sent
 * back to the site.
 */
export async function gatewayPage(
  app: FastifyInstance,
  options: GatewayPageOptions,
): Promise<void> {
  const { sessions } = options;
  // The page's forms post urlencoded; only this plugin reads that type.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 2048 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const imask = fs.readFileSync(IMASK_FILE, 'utf8');
  app.get('/assets/imask.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(imask),
  );
  app.get('/assets/card-form.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(CARD_FORM_SCRIPT),
  );

  const params = {
    type: 'object',
    required: ['session'],
    properties: { session: { type: 'string', maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } },
  } as const;

  /** Tells the merchant the outcome by a signed callback (its answer is logged, not shown). */
  async function settle(
    log: FastifyInstance['log'],
    session: GatewaySession,
    outcome: GatewayOutcome,
  ): Promise<void> {
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
        log.error({ err: error }, 'payment callback delivery failed');
        return 0;
      });
    if (answer !== 200) log.warn({ answer, session: session.id }, 'payment callback not accepted');
  }

  /** What an open-or-closed session's page shows now. */
  function current(lang: PageLang, session: GatewaySession): string {
    const t = PAGE_TEXT[lang];
    const back = `<a class="button" href="${escape(session.return_url)}">${t.back}</a>`;
    if (
      session.status === 'expired' ||
      (session.status === 'open' && new Date(session.expires_at).getTime() < Date.now())
    ) {
      return page(lang, `<h1>${t.title}</h1><p>${t.expired}</p>${back}`);
    }
    if (session.status !== 'open') return page(lang, `<h1>${t.title}</h1><p>${t.done}</p>${back}`);
    return session.step === 'challenge' ? challengeForm(lang, session) : cardForm(lang, session);
  }

  app.get<{ Params: { session: string } }>(
    '/:session',
    { schema: { params } },
    async (request, reply) => {
      const session = await sessions.load(request.params.session);
      const lang = localeOf(session);
      html(reply);
      if (!session) return reply.code(404).send(page(lang, `<p>${PAGE_TEXT[lang].notFound}</p>`));
      return current(lang, session);
    },
  );

  const again = (reply: FastifyReply, id: string) =>
    reply.redirect(`/provider/pay/${encodeURIComponent(id)}`, 303);

  /** The outcome of a closed session: back to the site when paid, else what happened. */
  async function finish(
    request: { log: FastifyInstance['log'] },
    reply: FastifyReply,
    session: GatewaySession,
    outcome: GatewayOutcome,
    text?: string,
  ) {
    await settle(request.log, session, outcome);
    if (outcome === 'paid') return reply.redirect(session.return_url, 303);
    const lang = localeOf(session);
    const t = PAGE_TEXT[lang];
    html(reply);
    return closedPage(lang, session, text ?? (outcome === 'declined' ? t.declined : t.cancelled));
  }

  app.post<{ Params: { session: string }; Body: Record<string, string> | undefined }>(
    '/:session',
    { schema: { params } },
    async (request, reply) => {
      const id = request.params.session;
      const body = request.body ?? {};
      if (body.cancel !== undefined) {
        const closed = await sessions.close(id, 'cancelled');
        return closed ? finish(request, reply, closed, 'cancelled') : again(reply, id);
      }
      const session = await sessions.load(id);
      if (!session || session.status !== 'open' || session.step !== 'card') return again(reply, id);
      const input: CardInput = {
        number: body.number,
        expiry: body.expiry,
        cvc: body.cvc,
        holder: body.holder,
      };
      const check = checkCard(input);
      if (!check.ok) {
        html(reply);
        return reply.code(400).send(cardForm(localeOf(session), session, check.problems, input));
      }
      const next =
        check.decision === 'challenge'
          ? 'challenge'
          : check.decision === 'decline'
            ? 'declined'
            : 'paid';
      const moved = await sessions.withCard(id, check.card, next);
      if (!moved || next === 'challenge') return again(reply, id);
      return finish(request, reply, moved, next);
    },
  );

  app.post<{ Params: { session: string }; Body: Record<string, string> | undefined }>(
    '/:session/challenge',
    { schema: { params } },
    async (request, reply) => {
      const id = request.params.session;
      const code = request.body?.code;
      if (challengePasses(code)) {
        const paid = await sessions.close(id, 'paid', 'challenge');
        return paid ? finish(request, reply, paid, 'paid') : again(reply, id);
      }
      const failed = await sessions.failChallenge(id);
      if (!failed) return again(reply, id);
      const lang = localeOf(failed);
      if (failed.status === 'declined') {
        return finish(request, reply, failed, 'declined', PAGE_TEXT[lang].challengeFailed);
      }
      html(reply);
      return reply.code(400).send(challengeForm(lang, failed, true));
    },
  );
}
