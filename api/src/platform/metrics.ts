import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/*
 * What the domains report, as narrow interfaces (docs/ops.md › Metrics and traces): a service is
 * given one of these through its constructor, never the registry, so it neither knows nor cares
 * that Prometheus reads it. `Metrics` implements them all; `NO_EVENTS` is the silent default of
 * code built without an app (tools, tests that build a service alone).
 */

/** Money moves (platform/wallet.ts). */
export interface LedgerEvents {
  /** A ledger row was written, in the caller's transaction (counted on insert, not on commit). */
  ledgerMoved(kind: string, amountMinor: number): void;
}

/** Bonus money (platform/bonus-wallet.ts), in the caller's transaction. */
export interface BonusEvents {
  bonusGranted(source: string): void;
  bonusConverted(): void;
  bonusClosed(reason: string): void;
}

/** The sportsbook's bets (modules/sports), after the transaction that decided them. */
export interface BetEvents {
  betPlaced(kind: 'single' | 'combo', live: boolean): void;
  betRefused(reason: string): void;
  betSettled(outcome: string): void;
  betCashedOut(): void;
}

/** Payments entering a status (modules/payments/queries.ts), after their transaction. */
export interface PaymentEvents {
  paymentStatus(direction: number, status: string): void;
}

/** Why the hub let go of a socket or refused one (modules/notify). */
export type HubDrop = 'slow_reader' | 'over_budget' | 'socket_cap';

/** The notify hub's pushes and drops (modules/notify/hub.ts). */
export interface HubEvents {
  /** A `NotifyMessage` push of a bus message of this kind went to `sockets` sockets. */
  hubSent(kind: 'players' | 'event' | 'all', sockets: number): void;
  hubDropped(reason: HubDrop): void;
}

export type DomainEvents = LedgerEvents & BonusEvents & BetEvents & PaymentEvents & HubEvents;

const nothing = () => undefined;
export const NO_EVENTS: DomainEvents = {
  ledgerMoved: nothing,
  bonusGranted: nothing,
  bonusConverted: nothing,
  bonusClosed: nothing,
  betPlaced: nothing,
  betRefused: nothing,
  betSettled: nothing,
  betCashedOut: nothing,
  paymentStatus: nothing,
  hubSent: nothing,
  hubDropped: nothing,
};

/** The node-postgres pool's connections (db/database.ts); undefined on PGlite (one, in-process). */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

/** What the metrics read at each scrape, set by the parts that own them. */
export interface MetricSources {
  pool?: () => PoolUse | undefined;
  hub?: () => { players: number; visitors: number };
  /** When the oldest withdrawal still waiting for a decision was asked, if any. */
  oldestPendingWithdrawal?: () => Promise<Date | undefined>;
}

const DIRECTIONS: Record<number, string> = { 1: 'deposit', 2: 'withdrawal' };

/**
 * The api's Prometheus metrics (docs/ops.md › Metrics and traces): one registry per app, so tests
 * and several apps in one process never share counters. Served by plugins/metrics.ts on
 * METRICS_PORT, never on the public port. Every name is listed in docs/ops.md and used by
 * deploy/observability/ (a test checks that the dashboard and the rules name only these).
 */
/**
 * Process figures — CPU, memory, handles, and event-loop lag (oyna_nodejs_eventloop_lag_seconds,
 * oyna_nodejs_eventloop_lag_p99_seconds) — once per process: prom-client's collectors hold an
 * event-loop monitor and a GC observer each, never released, so one set per app would pile up
 * (and keep every app alive) wherever a process builds many apps, as the tests do.
 */
let processRegistry: Registry | undefined;
function processMetrics(labels: Record<string, string>): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    processRegistry.setDefaultLabels(labels);
    collectDefaultMetrics({ register: processRegistry, prefix: 'oyna_' });
  }
  return processRegistry;
}

export class Metrics implements DomainEvents {
  /** This app's own metrics (the process figures are apart: `served`). */
  readonly registry = new Registry();
  private sources: MetricSources = {};

  /** 1 while this replica holds the lease of a long-running job (the feed), else 0. */
  readonly leader: Gauge<'job'>;
  /** Background jobs run to the end, by job and outcome (`ok` or `failed`). */
  readonly jobRuns: Counter<'job' | 'outcome'>;
  /** How long a job waited between when it was due and when it started. */
  readonly jobLagSeconds: Histogram<'job'>;

  /** HTTP requests by route template (never the raw url), method and status. */
  readonly httpRequests: Counter<'route' | 'method' | 'status'>;
  readonly httpDuration: Histogram<'route' | 'method'>;

  private readonly ledgerMoves: Counter<'kind'>;
  private readonly ledgerMinor: Counter<'kind'>;
  private readonly bonusGrants: Counter<'source'>;
  private readonly bonusConversions: Counter;
  private readonly bonusClosures: Counter<'reason'>;
  private readonly betsPlaced: Counter<'kind' | 'live'>;
  private readonly betsRefused: Counter<'reason'>;
  private readonly betsSettled: Counter<'outcome'>;
  private readonly betsCashedOut: Counter;
  private readonly payments: Counter<'direction' | 'status'>;
  private readonly hubMessages: Counter<'kind'>;
  private readonly hubDrops: Counter<'reason'>;

  constructor(private readonly labels: { replica: string; role: string }) {
    this.registry.setDefaultLabels(labels);
    const registers = [this.registry];
    const counter = <L extends string>(name: string, help: string, labelNames: L[] = []) =>
      new Counter<L>({ name, help, labelNames, registers });

    this.leader = new Gauge({
      name: 'oyna_leader',
      help: '1 while this replica holds the lease of the job',
      labelNames: ['job'],
      registers,
    });
    this.jobRuns = counter('oyna_job_runs_total', 'Background job runs by outcome', [
      'job',
      'outcome',
    ]);
    this.jobLagSeconds = new Histogram({
      name: 'oyna_job_lag_seconds',
      help: 'Seconds between a job being due and starting',
      labelNames: ['job'],
      buckets: [0.1, 0.5, 1, 2, 5, 10, 30, 60, 300],
      registers,
    });

    this.httpRequests = counter('oyna_http_requests_total', 'HTTP requests answered', [
      'route',
      'method',
      'status',
    ]);
    this.httpDuration = new Histogram({
      name: 'oyna_http_request_duration_seconds',
      help: 'Seconds from the request arriving to the answer sent, by route',
      labelNames: ['route', 'method'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });

    this.ledgerMoves = counter('oyna_ledger_moves_total', 'Ledger rows written, by kind', ['kind']);
    this.ledgerMinor = counter(
      'oyna_ledger_moved_minor_total',
      'Money moved by ledger rows, in kuruş (absolute), by kind',
      ['kind'],
    );
    this.bonusGrants = counter('oyna_bonus_grants_total', 'Bonuses granted, by source', ['source']);
    this.bonusConversions = counter(
      'oyna_bonus_conversions_total',
      'Bonuses whose wagering was met and whose money became cash',
    );
    this.bonusClosures = counter(
      'oyna_bonus_closures_total',
      'Bonuses closed before conversion, by reason',
      ['reason'],
    );
    this.betsPlaced = counter('oyna_bets_placed_total', 'Sports bets booked, by kind and live', [
      'kind',
      'live',
    ]);
    this.betsRefused = counter('oyna_bets_refused_total', 'Sports slips refused, by reason', [
      'reason',
    ]);
    this.betsSettled = counter('oyna_bets_settled_total', 'Sports bets settled, by outcome', [
      'outcome',
    ]);
    this.betsCashedOut = counter('oyna_bets_cashed_out_total', 'Sports bets cashed out');
    this.payments = counter(
      'oyna_payments_total',
      'Payments entering a status (created or changed), by direction and status',
      ['direction', 'status'],
    );
    this.hubMessages = counter(
      'oyna_hub_messages_sent_total',
      'NotifyMessage pushes written to sockets, by the kind of fan-out',
      ['kind'],
    );
    this.hubDrops = counter('oyna_hub_drops_total', 'Hub sockets dropped or refused, by reason', [
      'reason',
    ]);

    const sources = () => this.sources;
    new Gauge({
      name: 'oyna_hub_sockets',
      help: "Hub sockets open on this replica: players' and visitors' (sports)",
      labelNames: ['kind'],
      registers,
      collect() {
        this.reset();
        const hub = sources().hub?.();
        if (!hub) return;
        this.set({ kind: 'player' }, hub.players);
        this.set({ kind: 'visitor' }, hub.visitors);
      },
    });
    new Gauge({
      name: 'oyna_db_pool_connections',
      help: 'Postgres pool connections by state (total, idle, waiting clients); none on PGlite',
      labelNames: ['state'],
      registers,
      collect() {
        this.reset();
        const pool = sources().pool?.();
        if (!pool) return;
        this.set({ state: 'total' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });
    new Gauge({
      name: 'oyna_withdrawal_oldest_pending_seconds',
      help: 'Age of the oldest withdrawal waiting for a decision (0 when none)',
      registers,
      async collect() {
        this.reset();
        const read = sources().oldestPendingWithdrawal;
        if (!read) return;
        // A database that does not answer leaves the gauge empty (the alert on its absence and
        // the readiness probe say so), never fails the whole scrape.
        const oldest = await read().catch(() => null);
        if (oldest === null) return;
        this.set(oldest ? Math.max(0, (Date.now() - oldest.getTime()) / 1000) : 0);
      },
    });
  }

  /** What `GET /metrics` serves: the process figures and this app's own, in one exposition. */
  served(): Registry {
    const served = Registry.merge([processMetrics(this.labels), this.registry]);
    served.setDefaultLabels(this.labels);
    return served;
  }

  /** Sets what the gauges read at each scrape (db pool, hub sockets, pending withdrawals). */
  watch(sources: MetricSources): void {
    this.sources = { ...this.sources, ...sources };
  }

  ledgerMoved(kind: string, amountMinor: number): void {
    this.ledgerMoves.inc({ kind });
    this.ledgerMinor.inc({ kind }, Math.abs(amountMinor));
  }

  bonusGranted(source: string): void {
    this.bonusGrants.inc({ source });
  }

  bonusConverted(): void {
    this.bonusConversions.inc();
  }

  bonusClosed(reason: string): void {
    this.bonusClosures.inc({ reason });
  }

  betPlaced(kind: 'single' | 'combo', live: boolean): void {
    this.betsPlaced.inc({ kind, live: String(live) });
  }

  betRefused(reason: string): void {
    this.betsRefused.inc({ reason });
  }

  betSettled(outcome: string): void {
    this.betsSettled.inc({ outcome });
  }

  betCashedOut(): void {
    this.betsCashedOut.inc();
  }

  paymentStatus(direction: number, status: string): void {
    this.payments.inc({ direction: DIRECTIONS[direction] ?? String(direction), status });
  }

  hubSent(kind: 'players' | 'event' | 'all', sockets: number): void {
    if (sockets > 0) this.hubMessages.inc({ kind }, sockets);
  }

  hubDropped(reason: HubDrop): void {
    this.hubDrops.inc({ reason });
  }
}
