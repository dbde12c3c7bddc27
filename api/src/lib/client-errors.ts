import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './envelope';
import { API_DEFAULT_LOCALE, apiMessage, toLocale, type ApiMessageKey } from './messages';

/**
 * Requests that never become a request (ARCHITECTURE.md › api: every response is the envelope,
 * errors too; OWASP ASVS 4.0 V7.4.1: a generic message, nothing of the input echoed). Node's
 * parser refuses them before any route, hook or header is read, so they are answered here in the
 * default language (spec §7: no x-locale means en), and the router's own refusals (a path
 * parameter above its length, an undecodable URL) in the request's language.
 */

/** A request line longer than this is "URI too long" (414), as nginx's 8 KB header buffers. */
export const MAX_REQUEST_LINE_BYTES = 8 * 1024;

interface ClientError extends Error {
  code?: string;
  /** The bytes read so far (a Buffer at run time, whatever the typings say). */
  rawPacket?: unknown;
}

function statusOf(error: ClientError): [number, ApiMessageKey] {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    // The parser cannot tell a long URL from long headers: the request line decides.
    const packet = Buffer.isBuffer(error.rawPacket) ? error.rawPacket : Buffer.alloc(0);
    const end = packet.indexOf('\r\n');
    const line = end === -1 ? packet.length : end;
    return line > MAX_REQUEST_LINE_BYTES
      ? [414, 'server.uriTooLong']
      : [431, 'server.headersTooLarge'];
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'server.requestTimeout'];
  return [400, 'server.malformedRequest'];
}

/** Fastify's `clientErrorHandler`: the envelope on the raw socket, then close it. */
export function clientErrorHandler(error: ClientError, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, key] = statusOf(error);
  const body = JSON.stringify(fail(apiMessage(API_DEFAULT_LOCALE, key)));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** Fastify's `frameworkErrors`: the router's refusals, never echoing the path. */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const locale = toLocale(request.headers['x-locale']);
  const [status, key]: [number, ApiMessageKey] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, 'server.uriTooLong']
      : error.code === 'FST_ERR_BAD_URL'
        ? [400, 'server.badUrl']
        : [400, 'server.malformedRequest'];
  void reply.code(status).send(fail(apiMessage(locale, key)));
}
