import type { AdminPaymentRecord } from '@oyna/contracts';
import { runCashier, terminalSafe } from './cashier';

// The cashier's terminal is an operator screen: what players and operators typed is shown as
// text, never run by the terminal.
describe('the cashier CLI escapes what it shows', () => {
  const hostile = '\u001b[2J\u001b[31mRED\r\u202eevil\u0007';

  it('escapes control characters and bidirectional overrides, keeping the text readable', () => {
    expect(terminalSafe(hostile)).toBe('\\u001b[2J\\u001b[31mRED\\u000d\\u202eevil\\u0007');
    expect(terminalSafe('Ayşe Yılmaz (IBAN name mismatch)')).toBe(
      'Ayşe Yılmaz (IBAN name mismatch)',
    );
  });

  it('lists a payment whose username and reason carry terminal escapes as plain text', async () => {
    const record = {
      id: 7,
      type: 2,
      amount: 100,
      status: 'Rejected',
      username: `player${hostile}`,
      method: 'bank-transfer',
      createdAt: '2026-11-27T10:00:00.000Z',
      decidedBy: 'ops',
      reason: `<img src=x onerror=alert(1)>${hostile}`,
    } as unknown as AdminPaymentRecord;
    const lines: string[] = [];
    const code = await runCashier(['list', '--status', 'Rejected'], {
      env: {},
      fetch: (async () =>
        new Response(JSON.stringify({ success: true, message: '', data: [record] }), {
          status: 200,
        })) as typeof fetch,
      out: (line) => lines.push(line),
    });
    expect(code).toBe(0);
    expect(lines).toHaveLength(1);
    expect([...lines[0]!].filter((c) => c < ' ' || c === '\u202e')).toEqual([]);
    expect(lines[0]).toContain('player\\u001b[2J\\u001b[31mRED\\u000d\\u202eevil\\u0007');
    expect(lines[0]).toContain('(<img src=x onerror=alert(1)>');
  });
});
