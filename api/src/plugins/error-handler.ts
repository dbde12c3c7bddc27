import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isLockConflict } from '../lib/db-errors';
import { fail } from '../lib/envelope';
import { AppError, InvalidInput } from '../lib/errors';
import {
  describeFirstError,
  errorText,
  fieldLabelKey,
  translate,
  type ErrorKey,
  type ValidationError,
} from '@oyna/contracts';
import { TEXT_PATTERN } from '@oyna/contracts/schemas';
import { apiMessage, localLabel, type ApiLocale, type ApiMessageKey } from '../lib/messages';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/**
 * The wire field of an issue, named as the forms name it ('username', 'contacts[0].type'), so
 * that it gets the form's label. A missing property is named by itself, not by its parent.
 */
function fieldOf(issue: ValidationIssue): string {
  const segments = issue.instancePath.split('/').filter(Boolean);
  if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string') {
    segments.push(issue.params.missingProperty);
  }
  return segments.reduce(
    (name, segment) =>
      /^\d+$/.test(segment) ? `${name}[${segment}]` : name ? `${name}.${segment}` : segment,
    '',
  );
}

/** A JSON-schema violation as one of the shared validation error keys, when there is one. */
function asValidationError(issue: ValidationIssue): ValidationError | undefined {
  const limit = Number(issue.params.limit);
  const simple: Partial<Record<string, ErrorKey>> = {
    required: 'required',
    enum: 'oneOf',
    const: 'oneOf',
  };
  if (issue.keyword === 'minLength') return { key: 'minLength', values: { min: limit } };
  if (issue.keyword === 'maxLength') return { key: 'maxLength', values: { max: limit } };
  if (issue.keyword === 'type' && /integer|number/.test(String(issue.params.type))) {
    return { key: 'number' };
  }
  const key = simple[issue.keyword];
  return key ? { key } : undefined;
}

/** Decimal places of a step such as 0.01. */
const decimalsOf = (step: number) => Math.max(0, -Math.floor(Math.log10(step)));

/** The api's message for the bounds of @oyna/contracts/schemas › formats. */
function boundMessage(issue: ValidationIssue): [ApiMessageKey, Record<string, string | number>] {
  const limit = Number(issue.params.limit);
  switch (issue.keyword) {
    case 'minimum':
    case 'exclusiveMinimum':
      return ['api.tooSmall', { min: limit }];
    case 'maximum':
    case 'exclusiveMaximum':
      return ['api.tooLarge', { max: limit }];
    case 'multipleOf':
      return ['api.tooManyDecimals', { decimals: decimalsOf(Number(issue.params.multipleOf)) }];
    case 'pattern':
      return [
        issue.params.pattern === TEXT_PATTERN ? 'api.forbiddenCharacter' : 'server.badFormat',
        {},
      ];
    case 'format':
      return ['server.badFormat', {}];
    case 'maxItems':
    case 'maxProperties':
      return ['api.tooManyItems', { max: limit }];
    case 'minItems':
    case 'minProperties':
      return ['api.tooFewItems', { min: limit }];
    case 'type':
      return ['server.wrongType', {}];
    default:
      return ['server.valueNotAllowed', {}];
  }
}

/**
 * The issue to report: the first one, except that in a failed `anyOf` (a payload of one of two
 * shapes) a bound broken inside a branch says more than a property the other branch lacks.
 */
function reported(issues: ValidationIssue[]): ValidationIssue | undefined {
  if (!issues.some((i) => i.keyword === 'anyOf')) return issues[0];
  return issues.find((i) => i.keyword !== 'required' && i.keyword !== 'anyOf') ?? issues[0];
}

/**
 * One readable sentence for the first schema violation, in the request's language, worded like
 * the §5 messages of @oyna/contracts ("Username: This field is required", "Id: Must be at most
 * 2147483647").
 */
export function validationMessage(locale: ApiLocale, issues: ValidationIssue[]): string {
  const issue = reported(issues);
  if (!issue) return apiMessage(locale, 'api.invalidRequestBody');
  const field = fieldOf(issue);
  if (!field) return apiMessage(locale, 'api.invalidRequestBody');
  const error = asValidationError(issue);
  const labelKey = fieldLabelKey(field);
  const last = field.replace(/^.*[.\]]/, '');
  const name = labelKey ? translate(locale, labelKey) : (localLabel(locale, last) ?? last);
  const text = error ? errorText(locale, error) : apiMessage(locale, ...boundMessage(issue));
  return translate(locale, 'api.fieldError', { field: name, error: text });
}

const STATUS_MESSAGES: Record<number, ApiMessageKey> = {
  400: 'api.invalidRequestBody',
  401: 'api.unauthorized',
  404: 'api.notFound',
  413: 'server.payloadTooLarge',
  415: 'server.unsupportedMediaType',
  429: 'api.tooManyRequests',
};

/** From the Retry-After header @fastify/rate-limit sets (at least one second). */
function retryAfterSeconds(reply: FastifyReply): number {
  const header = Number(reply.getHeader('retry-after'));
  return Number.isFinite(header) && header > 0 ? Math.ceil(header) : 60;
}

/**
 * The one error handler (ARCHITECTURE.md › api): every failure leaves as the envelope with a
 * message in the request's locale; unexpected errors are logged and answered with a generic 500
 * that never carries a stack trace or an internal message.
 */
async function errorHandler(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError | AppError | InvalidInput, request, reply) => {
    const locale = request.locale;
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'application error');
      // Every throttle's 429 says when to try again (the message says it in words).
      if (error.statusCode === 429 && error.values.seconds !== undefined) {
        reply.header('retry-after', String(error.values.seconds));
      }
      return reply
        .code(error.statusCode)
        .send(fail(apiMessage(locale, error.messageKey, error.values), error.data));
    }
    if (error instanceof InvalidInput) {
      const message = describeFirstError(locale, error.errors);
      return reply.code(400).send(fail(message ?? apiMessage(locale, 'api.invalidRequestBody')));
    }
    if ('validation' in error && error.validation) {
      return reply.code(400).send(fail(validationMessage(locale, error.validation)));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.code(status).send(
        fail(
          apiMessage(locale, STATUS_MESSAGES[status] ?? 'api.invalidRequestBody', {
            seconds: retryAfterSeconds(reply),
          }),
        ),
      );
    }
    // A deadlock or serialization failure rolled the whole transaction back (lib/db-errors.ts):
    // nothing changed and the same request may simply be sent again — 503, never a 500.
    if (isLockConflict(error)) {
      request.log.warn({ err: error }, 'transaction rolled back for a lock conflict');
      reply.header('retry-after', '1');
      return reply.code(503).send(fail(apiMessage(locale, 'api.busyRetry')));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(fail(apiMessage(locale, 'api.internalError')));
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send(fail(apiMessage(request.locale, 'api.notFound'))),
  );
}

export default fp(errorHandler, { name: 'error-handler', dependencies: ['locale'] });
