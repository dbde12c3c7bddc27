import type {
  AdminBonusOffer,
  AdminPlayerBonus,
  BonusAuditRecord,
  BonusCostReport,
} from '../../domain/account';
import { endpoint, type CallsOf, type NoPayload } from '../endpoint-def';
import type {
  AdminBonusAuditQuery,
  AdminBonusCancel,
  AdminBonusCostQuery,
  AdminBonusGrant,
  AdminBonusOfferUpsert,
  BONUS_REQUEST_SCHEMAS,
} from './schemas';

/**
 * Beyond §7: the operators' bonus calls (one family under admin/, one guard: api/README.md › Admin
 * calls) — offers, grants and cancellations by hand, every one audited, and the bonus cost per day.
 */
export const BONUS_CALLS = {
  adminBonusOffers: endpoint<NoPayload, AdminBonusOffer[]>().get('admin/bonusoffers', 'admin'),
  adminUpsertBonusOffer: endpoint<AdminBonusOfferUpsert, AdminBonusOffer>().post(
    'admin/bonusoffer',
    'admin',
  ),
  adminGrantBonus: endpoint<AdminBonusGrant, AdminPlayerBonus>().post('admin/bonusgrant', 'admin'),
  adminCancelBonus: endpoint<AdminBonusCancel, AdminPlayerBonus>().post(
    'admin/bonuscancel',
    'admin',
  ),
  adminBonusCost: endpoint<AdminBonusCostQuery, BonusCostReport>().get('admin/bonuscost', 'admin'),
  adminBonusAudit: endpoint<AdminBonusAuditQuery, BonusAuditRecord[]>().get(
    'admin/bonusaudit',
    'admin',
  ),
} as const satisfies CallsOf<typeof BONUS_REQUEST_SCHEMAS>;
