import {
  all,
  call,
  cancelled,
  fork,
  select,
  type AllEffect,
  type CallEffect,
  type CancelledEffect,
  type ForkEffect,
  type SelectEffect,
} from 'redux-saga/effects';
import type { Task } from 'redux-saga';

/**
 * Typed saga effects: the redux-saga effects a saga reads a value from, as generators, so that
 * delegating to them with `yield*` gives the value its real type — no cast of a yielded value
 * (front-end state rule, docs/decisions: "one way for a remote to load state").
 *
 *   const slip = yield* selectTyped(selectSlip);               // SlipState
 *   const bets = yield* callTyped(fetchMyBets, 'open');        // MyBet[] | null
 *   const task = yield* forkTyped(watchOdds, channel);         // Task
 *   if (yield* cancelledTyped()) { … }                         // boolean
 *   const [a, b] = yield* allTyped([call(f), call(g)]);        // [ReturnOf f, ReturnOf g]
 *
 * Each helper yields the ordinary effect (`select`, `call`, `fork`, `cancelled`, `all`), so the
 * middleware, `redux-saga-test-plan` and a saga's tests see exactly what they saw before. The
 * effect's answer is narrowed to the helper's return type in one place here, where the effect
 * and the function it runs are both known, instead of at every call site.
 *
 * Why our own few lines and not the `typed-redux-saga` package: that package exports the same
 * generators, but its last release is from 2021 (1.5.0), it pins `redux-saga ^1.1.3`, and its
 * advertised zero-cost form is a babel macro, which this build (swc) does not run.
 * `request()` (./request.ts) is the typed effect for a call of the endpoint table.
 */

/**
 * The value a saga gets back for what a function run by `call` returns: a saga's (generator's)
 * return value, a promise's resolved value, or the value itself. (redux-saga's own
 * `SagaReturnType` only unwraps generators typed as `SagaIterator`.)
 */
export type CallResult<R> =
  R extends Iterator<unknown, infer T, never> ? T : R extends PromiseLike<infer T> ? Awaited<T> : R;

/** The value of one effect inside `all([...])`: a call's result, a fork's task, else itself. */
export type AllResult<E> =
  E extends CallEffect<infer R>
    ? CallResult<R>
    : E extends ForkEffect
      ? Task
      : E extends null
        ? null
        : E;

/** The middleware's answer to an effect, narrowed to what that effect is known to give. */
function answered<T>(value: unknown): T {
  return value as T;
}

/**
 * `yield* selectTyped(selector, ...args)`: the selector's return type from the store state,
 * e.g. `const loggedIn = yield* selectTyped(selectIsLoggedIn)` is a `boolean`.
 */
export function* selectTyped<S, R, A extends unknown[]>(
  selector: (state: S, ...args: A) => R,
  ...args: A
): Generator<SelectEffect, R, unknown> {
  return answered<R>(yield select(selector, ...args));
}

/**
 * `yield* callTyped(fn, ...args)`: runs `fn` as `call` does (a promise is awaited, a saga is
 * run to its end) and gives its result typed, e.g. `const book = yield* callTyped(fetchBook, 1)`.
 */
export function* callTyped<A extends unknown[], R>(
  fn: (...args: A) => R,
  ...args: A
): Generator<CallEffect, CallResult<R>, unknown> {
  return answered<CallResult<R>>(yield call(fn, ...args));
}

/** `yield* forkTyped(fn, ...args)`: starts `fn` attached, as `fork` does, and gives its `Task`. */
export function* forkTyped<A extends unknown[], R>(
  fn: (...args: A) => R,
  ...args: A
): Generator<ForkEffect, Task, unknown> {
  return answered<Task>(yield fork(fn, ...args));
}

/** `yield* cancelledTyped()`: in a `finally`, whether the saga ended because it was cancelled. */
export function* cancelledTyped(): Generator<CancelledEffect, boolean, unknown> {
  return answered<boolean>(yield cancelled());
}

/**
 * `yield* allTyped([call(f, 1), null, call(g)])`: runs the effects side by side, as `all` does,
 * and gives each one's result in order (a `call`'s result, a `fork`'s Task, any other value —
 * e.g. a `null` placeholder — as it is).
 */
export function* allTyped<const T extends readonly unknown[]>(
  effects: T,
): Generator<AllEffect<T[number]>, { -readonly [K in keyof T]: AllResult<T[K]> }, unknown> {
  return answered<{ -readonly [K in keyof T]: AllResult<T[K]> }>(yield all([...effects]));
}
