import { sql, type Kysely } from 'kysely';

/**
 * PCI DSS 3.3, 3.4: card numbers the site's card form once sent into `payment.detail` are masked
 * to their last four digits, and any card verification code is removed (3.3.2: never kept after
 * authorisation). Idempotent: a masked number masks to itself. Not reversible, by design.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update payment
    set detail = (detail - 'Cvc' - 'CVC' - 'Cvv' - 'CVV' - 'cvc' - 'cvv')
      || case when detail ? 'CardNo' then jsonb_build_object('CardNo',
           '**** **** **** ' || right(regexp_replace(detail->>'CardNo', '[^0-9]', '', 'g'), 4))
         else '{}'::jsonb end
    where detail ?| array['CardNo', 'Cvc', 'CVC', 'Cvv', 'CVV', 'cvc', 'cvv']`.execute(db);
}

export async function down(): Promise<void> {
  // The full numbers are gone for good (PCI DSS 3.3): nothing to restore.
}
