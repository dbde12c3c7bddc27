import { ConnectionTokens } from './connection-token';
import * as protocol from './protocol';

const RS = protocol.RECORD_SEPARATOR;

describe('SignalR JSON hub protocol framing', () => {
  it('splits a frame carrying several records and refuses an unterminated one', () => {
    expect(protocol.splitRecords(`{"type":6}${RS}{"type":7}${RS}`)).toEqual([
      '{"type":6}',
      '{"type":7}',
    ]);
    expect(() => protocol.splitRecords('{"type":6}')).toThrow(protocol.ProtocolError);
  });

  it('reads the handshake and messages, refusing what is not a typed object', () => {
    expect(protocol.parseHandshake('{"protocol":"json","version":1}')).toEqual({
      protocol: 'json',
      version: 1,
    });
    expect(() => protocol.parseHandshake('{"protocol":"json"}')).toThrow(protocol.ProtocolError);
    expect(() => protocol.parseMessage('[1]')).toThrow(protocol.ProtocolError);
    expect(() => protocol.parseMessage('{"type":"1"}')).toThrow(protocol.ProtocolError);
    expect(
      protocol.parseMessage('{"type":1,"target":"X","invocationId":"7","arguments":[]}'),
    ).toEqual({ type: 1, target: 'X', invocationId: '7', arguments: [] });
  });

  it('writes pushes without an invocationId, so the client sends no completion', () => {
    expect(protocol.invocation('NotifyMessage', ['Notification', '{}'])).toBe(
      `{"type":1,"target":"NotifyMessage","arguments":["Notification","{}"]}${RS}`,
    );
    expect(protocol.close('bye', true)).toBe(`{"type":7,"error":"bye","allowReconnect":true}${RS}`);
    expect(protocol.close('stop', false)).toBe(
      `{"type":7,"error":"stop","allowReconnect":false}${RS}`,
    );
  });
});

describe('connection tokens', () => {
  it('verifies its own tokens on any replica with the same secret, and nothing else', () => {
    let now = 1_000;
    const a = new ConnectionTokens('secret', 500, () => now);
    const b = new ConnectionTokens('secret', 500, () => now);
    const { connectionId, connectionToken } = a.issue('session-1');
    expect(b.verify(connectionToken)).toEqual({
      connectionId,
      sessionId: 'session-1',
      expiresAtMs: 1_500,
    });
    expect(new ConnectionTokens('other', 500, () => now).verify(connectionToken)).toBeUndefined();
    const [v, payload, sig] = connectionToken.split('.');
    const forged = Buffer.from(JSON.stringify({ c: 'x', s: 'session-2', e: 9e15 })).toString(
      'base64url',
    );
    expect(b.verify(`${v}.${forged}.${sig}`)).toBeUndefined();
    expect(b.verify(`${v}.${payload}`)).toBeUndefined();
    now = 2_000;
    expect(b.verify(connectionToken)).toBeUndefined();
  });
});
