/**
 * The ASP.NET Core SignalR JSON hub protocol, as far as the official `@microsoft/signalr` client
 * needs it (shared notes › signalr-protocol.md; dotnet/aspnetcore HubProtocol.md): every message
 * is JSON followed by the record separator 0x1E, a frame may carry several.
 */
export const RECORD_SEPARATOR = '\u001e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

export interface HubMessage {
  type: number;
  invocationId?: string;
  target?: string;
  arguments?: unknown[];
}

export class ProtocolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProtocolError';
  }
}

/** One JSON value and its separator. */
export function frame(value: unknown): string {
  return `${JSON.stringify(value)}${RECORD_SEPARATOR}`;
}

/**
 * Splits a text frame into its records. A frame that does not end with the separator is
 * malformed (the client always terminates each message).
 */
export function splitRecords(text: string): string[] {
  if (!text.endsWith(RECORD_SEPARATOR)) throw new ProtocolError('Message is incomplete.');
  const records = text.split(RECORD_SEPARATOR);
  records.pop();
  return records;
}

function parseObject(record: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(record);
  } catch {
    throw new ProtocolError('Message is not valid JSON.');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new ProtocolError('Message is not a JSON object.');
  }
  return value as Record<string, unknown>;
}

/** The handshake request `{"protocol":"json","version":1}`; anything else is refused. */
export function parseHandshake(record: string): { protocol: string; version: number } {
  const value = parseObject(record);
  const { protocol, version } = value;
  if (typeof protocol !== 'string' || typeof version !== 'number') {
    throw new ProtocolError('Handshake request is malformed.');
  }
  return { protocol, version };
}

export function parseMessage(record: string): HubMessage {
  const value = parseObject(record);
  if (typeof value.type !== 'number' || !Number.isInteger(value.type)) {
    throw new ProtocolError('Message has no type.');
  }
  const message: HubMessage = { type: value.type };
  if (typeof value.invocationId === 'string') message.invocationId = value.invocationId;
  if (typeof value.target === 'string') message.target = value.target;
  if (Array.isArray(value.arguments)) message.arguments = value.arguments;
  return message;
}

export const handshakeOk = (): string => frame({});
export const handshakeError = (error: string): string => frame({ error });
export const ping = (): string => frame({ type: MessageType.Ping });

/** Server push: an invocation without invocationId, so the client sends no completion. */
export const invocation = (target: string, args: unknown[]): string =>
  frame({ type: MessageType.Invocation, target, arguments: args });

/** The answer to a client invocation that returns a value. */
export const completionResult = (invocationId: string, result: unknown): string =>
  frame({ type: MessageType.Completion, invocationId, result });

export const completionError = (invocationId: string, error: string): string =>
  frame({ type: MessageType.Completion, invocationId, error });

/**
 * With `allowReconnect: true` the client's reconnect policy runs (notes › Types); `false` (or
 * absent) closes it for good.
 */
export const close = (error?: string, allowReconnect?: boolean): string =>
  frame({
    type: MessageType.Close,
    ...(error ? { error } : {}),
    ...(allowReconnect !== undefined ? { allowReconnect } : {}),
  });
