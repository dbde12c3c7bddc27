import { runSaga, type Task } from 'redux-saga';
import { call, cancel, delay } from 'redux-saga/effects';
import { allTyped, callTyped, cancelledTyped, forkTyped, selectTyped } from './effects';

interface TestState {
  count: number;
  names: string[];
}

async function run<T>(
  saga: () => Generator<unknown, T, unknown>,
  state: TestState = { count: 3, names: ['a', 'b'] },
): Promise<T> {
  const task = runSaga({ getState: () => state, dispatch: () => undefined }, saga);
  return (await task.toPromise()) as T;
}

const selectCount = (s: TestState) => s.count;
const selectName = (s: TestState, index: number) => s.names[index] ?? null;

function* doubled(n: number): Generator<unknown, number, unknown> {
  const count = yield* selectTyped(selectCount);
  return count * n;
}

describe('typed saga effects: yield* gives the effect’s value its real type', () => {
  it('selectTyped reads the store through the selector, with extra arguments', async () => {
    const result = await run(function* () {
      const count: number = yield* selectTyped(selectCount);
      const second: string | null = yield* selectTyped(selectName, 1);
      return { count, second };
    });
    expect(result).toEqual({ count: 3, second: 'b' });
  });

  it('callTyped awaits a promise and runs a saga to its end', async () => {
    const result = await run(function* () {
      const fromPromise: string = yield* callTyped(async (x: string) => `${x}!`, 'hi');
      const fromSaga: number = yield* callTyped(doubled, 5);
      const plain: boolean = yield* callTyped((a: number, b: number) => a < b, 1, 2);
      return [fromPromise, fromSaga, plain];
    });
    expect(result).toEqual(['hi!', 15, true]);
  });

  it('callTyped lets a rejected promise surface as an exception in the saga', async () => {
    const result = await run(function* () {
      try {
        yield* callTyped(() => Promise.reject(new Error('down')));
        return 'no error';
      } catch (error) {
        return (error as Error).message;
      }
    });
    expect(result).toBe('down');
  });

  it('allTyped gives each effect’s result in order, keeping null placeholders', async () => {
    const result = await run(function* () {
      const answers: (number | null)[] = yield* allTyped(
        [1, 2, 3].map((n) => (n === 2 ? null : call(doubled, n))),
      );
      const [text, count] = yield* allTyped([call(async () => 'x'), call(doubled, 1)]);
      const pair: [string, number] = [text, count];
      return { answers, pair };
    });
    expect(result).toEqual({ answers: [3, null, 9], pair: ['x', 3] });
  });

  it('forkTyped gives the Task, and cancelledTyped tells a cancelled saga from a finished one', async () => {
    const seen: boolean[] = [];
    function* worker(ms: number) {
      try {
        yield delay(ms);
      } finally {
        seen.push(yield* cancelledTyped());
      }
    }
    await run(function* () {
      const finished: Task = yield* forkTyped(worker, 0);
      yield delay(5);
      expect(finished.isRunning()).toBe(false);
      const stopped = yield* forkTyped(worker, 1000);
      yield cancel(stopped);
    });
    expect(seen).toEqual([false, true]);
  });
});
