import { endpoint, type CallsOf, type NoPayload } from '../endpoint-def';
import type {
  BackofficeBet,
  BackofficeBonus,
  BackofficeDashboard,
  BackofficeLedgerRow,
  BackofficeList,
  BackofficeLockResult,
  BackofficeNote,
  BackofficePayment,
  BackofficePlayerPage,
  BackofficePlayerProfile,
  BackofficeReport,
  BackofficeReportCsv,
  BackofficeRound,
  BackofficeSession,
} from './answers';
import type {
  BACKOFFICE_REQUEST_SCHEMAS,
  PlayerIdQuery,
  PlayerLock,
  PlayerNote,
  PlayerPageQuery,
  PlayerSearch,
  PlayerSessionEnd,
  ReportQuery,
} from './schemas';

/**
 * The back office's screen calls: the dashboard, players and reports (admin calls; roles per
 * call: api/src/modules/staff/roles.ts).
 */
export const BACKOFFICE_CALLS = {
  adminDashboard: endpoint<NoPayload, BackofficeDashboard>().get('admin/dashboard', 'admin'),
  adminPlayerSearch: endpoint<PlayerSearch, BackofficePlayerPage>().get('admin/players', 'admin'),
  adminPlayer: endpoint<PlayerIdQuery, BackofficePlayerProfile>().get('admin/players/:id', 'admin'),
  adminPlayerLedger: endpoint<PlayerPageQuery, BackofficeList<BackofficeLedgerRow>>().get(
    'admin/players/:id/ledger',
    'admin',
  ),
  adminPlayerPayments: endpoint<PlayerPageQuery, BackofficeList<BackofficePayment>>().get(
    'admin/players/:id/payments',
    'admin',
  ),
  adminPlayerBets: endpoint<PlayerPageQuery, BackofficeList<BackofficeBet>>().get(
    'admin/players/:id/bets',
    'admin',
  ),
  adminPlayerRounds: endpoint<PlayerPageQuery, BackofficeList<BackofficeRound>>().get(
    'admin/players/:id/rounds',
    'admin',
  ),
  adminPlayerSessions: endpoint<PlayerPageQuery, BackofficeList<BackofficeSession>>().get(
    'admin/players/:id/sessions',
    'admin',
  ),
  adminPlayerBonuses: endpoint<PlayerPageQuery, BackofficeList<BackofficeBonus>>().get(
    'admin/players/:id/bonuses',
    'admin',
  ),
  adminPlayerNotes: endpoint<PlayerPageQuery, BackofficeList<BackofficeNote>>().get(
    'admin/players/:id/notes',
    'admin',
  ),
  adminAddPlayerNote: endpoint<PlayerNote, BackofficeNote>().post('admin/players/note', 'admin'),
  adminLockPlayer: endpoint<PlayerLock, BackofficeLockResult>().post('admin/players/lock', 'admin'),
  adminEndPlayerSession: endpoint<PlayerSessionEnd, BackofficeSession>().post(
    'admin/players/session/end',
    'admin',
  ),
  adminReport: endpoint<ReportQuery, BackofficeReport>().get('admin/reports', 'admin'),
  adminReportExport: endpoint<ReportQuery, BackofficeReportCsv>().get('admin/reports/csv', 'admin'),
} as const satisfies CallsOf<typeof BACKOFFICE_REQUEST_SCHEMAS>;
