import type {
  AdminPageList,
  AdminSiteContent,
  AdminTranslation,
  AdminPromotion,
  AdminSlide,
  CallRequestRecord,
  HealthData,
  HealthLiveData,
  HealthReadyData,
  NotificationSendResult,
  OutboxEntry,
  UpsertResult,
} from '../../domain/ops';
import { endpoint, type CallsOf, type NoPayload } from '../endpoint-def';
import type {
  AdminNotification,
  AdminSlidesQuery,
  AnnouncementSet,
  PopupSet,
  TranslationSet,
  CallRequestsQuery,
  OPS_REQUEST_SCHEMAS,
  OutboxQuery,
  PageUpsert,
  PromotionUpsert,
  RemoteLoadReport,
  SlideUpsert,
  WebVitalsReport,
} from './schemas';

/**
 * Beyond §7: the operators' site content calls (one family under admin/, one guard: api/README.md
 * › Admin calls), the development outbox, the load balancers' health check and the shell's
 * remote load reports.
 */
export const OPS_CALLS = {
  adminUpsertSlide: endpoint<SlideUpsert, UpsertResult>().post('admin/slide', 'admin'),
  adminSlides: endpoint<AdminSlidesQuery, AdminSlide[]>().get('admin/slides', 'admin'),
  adminPromotions: endpoint<NoPayload, AdminPromotion[]>().get('admin/promotions', 'admin'),
  adminUpsertPromotion: endpoint<PromotionUpsert, UpsertResult>().post('admin/promotion', 'admin'),
  adminPages: endpoint<NoPayload, AdminPageList>().get('admin/pages', 'admin'),
  adminSiteContent: endpoint<NoPayload, AdminSiteContent>().get('admin/sitecontent', 'admin'),
  adminSetPopup: endpoint<PopupSet, AdminSiteContent>().post('admin/popup', 'admin'),
  adminSetAnnouncement: endpoint<AnnouncementSet, AdminSiteContent>().post(
    'admin/announcement',
    'admin',
  ),
  adminTranslations: endpoint<NoPayload, AdminTranslation[]>().get('admin/translations', 'admin'),
  adminSetTranslation: endpoint<TranslationSet, AdminTranslation>().post(
    'admin/translation',
    'admin',
  ),
  adminUpsertPage: endpoint<PageUpsert, UpsertResult>().post('admin/page', 'admin'),
  adminCallRequests: endpoint<CallRequestsQuery, CallRequestRecord[]>().get(
    'admin/callrequests',
    'admin',
  ),
  adminSendNotification: endpoint<AdminNotification, NotificationSendResult>().post(
    'admin/notifications',
    'admin',
  ),
  getDevOutbox: endpoint<OutboxQuery, OutboxEntry[]>().get('dev/outbox', 'public', {
    devOnly: true,
  }),
  health: endpoint<NoPayload, HealthData>().get('health', 'public'),
  // Kubernetes-style probes (docs/ops.md › Health and shutdown).
  healthLive: endpoint<NoPayload, HealthLiveData>().get('health/live', 'public'),
  healthReady: endpoint<NoPayload, HealthReadyData>().get('health/ready', 'public'),
  // The shell's report of each remote release a page loaded or that failed (docs/decisions/012).
  reportRemoteLoad: endpoint<RemoteLoadReport, null>().post('client/remotes', 'public'),
  // The shell's field data: web vitals of real visits, in batches (docs/ops.md › Field data).
  reportWebVitals: endpoint<WebVitalsReport, null>().post('client/vitals', 'public'),
} as const satisfies CallsOf<typeof OPS_REQUEST_SCHEMAS>;
