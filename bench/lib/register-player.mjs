// A player registered through the api, for the benchmarks that need one (the api's socket and
// balance benches, the browser benches' logged-in pages). Not itself a benchmark (scripts/bench.mjs
// runs only the files directly in bench/).
import { registrationPayload } from '@oyna/test-kit/registration';

/** The api benches' player: the test kit's builder with a known name and password. */
export const BENCH_PLAYER = { name: 'Bench', surname: 'Player', password: 'bench123' };

/**
 * Registers a player at `base` (spec §3 register) with the test kit's payload (`fields` over its
 * defaults) and `headers` besides the JSON content type; the payload sent and the answer's data
 * (`token`, …). Throws when the api refuses.
 */
export async function registerPlayer(base, { fields, headers = {} } = {}) {
  const payload = registrationPayload(fields);
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(payload),
  });
  const body = await res.json();
  if (!body.success) throw new Error(`register failed: ${body.message}`);
  return { payload, data: body.data };
}
