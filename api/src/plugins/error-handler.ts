import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fail } from '../lib/envelope';
import { AppError, InvalidInput } from '../lib/errors';
import {
  describeError,
  describeFirstError,
  errorText,
  FIELD_LABEL_KEYS,
  translate,
  type ErrorKey,
  type ValidationError,
} from '@oyna/contracts';
import { apiMessage, localLabel, type ApiLocale, type ApiMessageKey } from '../lib/messages';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

function fieldOf(issue: ValidationIssue): string {
  if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string') {
    return issue.params.missingProperty;
  }
  const segments = issue.instancePath.split('/').filter(Boolean);
  return segments[segments.length - 1] ?? '';
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

/**
 * One readable sentence for the first schema violation, in the request's language, worded like
 * the §5 messages of @oyna/contracts ("Username: This field is required").
 */
export function validationMessage(locale: ApiLocale, issues: ValidationIssue[]): string {
  const issue = issues[0];
  if (!issue) return apiMessage(locale, 'api.invalidRequestBody');
  const field = fieldOf(issue);
  if (!field) return apiMessage(locale, 'api.invalidRequestBody');
  const error = asValidationError(issue);
  const label = localLabel(locale, field);
  if (error && !label) return describeError(locale, field, error);
  const text = error
    ? errorText(locale, error)
    : apiMessage(
        locale,
        issue.keyword === 'type'
          ? 'api.wrongType'
          : issue.keyword === 'pattern' || issue.keyword === 'format'
            ? 'api.badFormat'
            : 'api.valueNotAllowed',
      );
  const name =
    label ?? (FIELD_LABEL_KEYS[field] ? translate(locale, FIELD_LABEL_KEYS[field]) : field);
  return translate(locale, 'api.fieldError', { field: name, error: text });
}

const STATUS_MESSAGES: Record<number, ApiMessageKey> = {
  400: 'api.invalidRequestBody',
  401: 'api.unauthorized',
  404: 'api.notFound',
  413: 'api.payloadTooLarge',
  415: 'api.unsupportedMediaType',
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
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(fail(apiMessage(locale, 'api.internalError')));
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send(fail(apiMessage(request.locale, 'api.notFound'))),
  );
}

export default fp(errorHandler, { name: 'error-handler', dependencies: ['locale'] });
