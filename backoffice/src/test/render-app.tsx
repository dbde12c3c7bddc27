import { configure, render } from '@testing-library/react';
import type { EndpointName, StaffRole, StaffSelf } from '@oyna/contracts';
import { MemoryRouter } from '@oyna/ui/router';
import { AppProviders, AppRoutes } from '../app/app';
import { makeStore } from '../app/store';
import { ApiError, type HttpClient } from '../lib/http';

// The machines have two cores shared with other runs: a screen's answer may take longer than the
// library's default second to render under load, without anything being wrong.
configure({ asyncUtilTimeout: 5000 });

/** What the fake api answers for a call: a value, or an error it throws. */
export type FakeAnswer = unknown | ApiError | ((payload: unknown) => unknown);

/**
 * A fake of the back office's HTTP client: each call answers from `answers` by the call's name
 * (a function gets the payload; an ApiError is thrown), and every call is recorded.
 */
export function fakeHttp(answers: Partial<Record<EndpointName, FakeAnswer>>) {
  const calls: { name: EndpointName; payload: unknown }[] = [];
  const call = jest.fn(async (name: EndpointName, payload?: object) => {
    calls.push({ name, payload });
    if (!(name in answers)) throw new ApiError(404, `no fake answer for ${name}`);
    const answer = answers[name];
    const value =
      typeof answer === 'function' ? (answer as (p: unknown) => unknown)(payload) : answer;
    const settled = await value;
    if (settled instanceof ApiError) throw settled;
    return settled;
  });
  return { http: { call } as unknown as HttpClient, calls, answers };
}

export function staffOf(role: StaffRole, name = `${role} tester`): StaffSelf {
  return {
    id: 7,
    email: `${role}@oyna.test`,
    name,
    role,
    twoFactor: false,
    disabled: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    mustEnrol: false,
  };
}

export const unauthorized = () => new ApiError(401, 'Please log in');

/** The whole app (routes, guards, frame) at `path`, in `locale`, over the fake api. */
export function renderApp(
  path: string,
  answers: Partial<Record<EndpointName, FakeAnswer>>,
  locale: 'tr' | 'en' = 'en',
) {
  const fake = fakeHttp(answers);
  const store = makeStore(fake.http, locale);
  const view = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, ...fake, store };
}
