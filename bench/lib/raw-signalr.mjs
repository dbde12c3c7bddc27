// The SignalR JSON protocol spoken over raw `ws`, for benchmarks that hold more hub sockets than
// the official client could in one process (notify-bench, sports-odds-bench): the frames the
// official client sends, byte for byte (HandshakeProtocol, HubConnection.invoke), and the ways it
// opens a socket. Not itself a benchmark (scripts/bench.mjs runs only the files directly in
// bench/).
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';

/** The SignalR record separator. */
export const RS = '\u001e';
export const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;
export const PING = `{"type":6}${RS}`;
/** `HubConnection.invoke(target, ...args)`, the first invocation of a connection ('0'). */
export const invocationFrame = (target, args, invocationId = '0') =>
  `${JSON.stringify({ target, arguments: args, invocationId, type: 1 })}${RS}`;

/** Sends frames on a socket and stamps `ws.lastSent` (read by `keepAlive`). */
export function sendFrames(ws, ...frames) {
  for (const frame of frames) ws.send(frame);
  ws.lastSent = performance.now();
}

/**
 * The official client's keep-alive for raw sockets: a ping on each open socket of `sockets` that
 * has sent nothing for `everyMs` (checked each second). Returns the interval, for clearInterval.
 */
export function keepAlive(sockets, everyMs) {
  return setInterval(() => {
    const now = performance.now();
    for (const ws of sockets) {
      if (now - ws.lastSent >= everyMs && ws.readyState === WebSocket.OPEN) sendFrames(ws, PING);
    }
  }, 1000);
}

/**
 * One hub socket speaking the SignalR JSON protocol: sends the handshake, then hands every record
 * after it to `onRecord(record, arrivalTime, ws, finish)`; `finish(true)` resolves with the
 * socket (the caller decides when it is ready), a failure or 15 s resolves with null.
 */
export function openHubSocket(url, onRecord) {
  return new Promise((resolve) => {
    const ws = new WebSocket(url);
    let done = false;
    const finish = (ok) => {
      if (done) return;
      done = true;
      resolve(ok ? ws : null);
    };
    ws.on('open', () => ws.send(HANDSHAKE));
    ws.on('message', (data) => {
      const t = performance.now();
      for (const record of data.toString().split(RS)) if (record) onRecord(record, t, ws, finish);
    });
    ws.on('error', () => finish(false));
    ws.on('close', () => finish(false));
    setTimeout(() => finish(false), 15_000);
  });
}

/**
 * One hub socket as @microsoft/signalr opens it with the WebSockets transport: negotiate at
 * `<base>/notify/negotiate?<query>&negotiateVersion=1`, the socket at
 * `/notify?<query>&id=<connectionToken>`, then the handshake. Every WebSocket message goes whole
 * to `onFrame(text, arrivalTime, ws, finish)` (records and all: one frame may carry several);
 * `finish(true)` resolves with the socket, a failure or `timeoutMs` terminates it and resolves
 * with null.
 */
export function openNegotiatedSocket(base, query, onFrame, timeoutMs = 30_000) {
  return new Promise((resolve) => {
    let done = false;
    let ws;
    const finish = (ok) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (!ok) ws?.terminate();
      resolve(ok ? ws : null);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    fetch(`${base}/notify/negotiate?${query}&negotiateVersion=1`, {
      method: 'POST',
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      body: '',
    })
      .then((res) => (res.ok ? res.json() : null))
      .then((neg) => {
        if (!neg || done) return finish(false);
        ws = new WebSocket(
          `${base.replace('http', 'ws')}/notify?${query}&id=${neg.connectionToken}`,
          {
            perMessageDeflate: false,
          },
        );
        ws.lastSent = 0;
        ws.on('open', () => sendFrames(ws, HANDSHAKE));
        ws.on('message', (data) => onFrame(data.toString(), performance.now(), ws, finish));
        ws.on('error', () => finish(false));
        ws.on('close', () => finish(false));
      })
      .catch(() => finish(false));
  });
}
