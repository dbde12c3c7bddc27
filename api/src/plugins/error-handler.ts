import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fail } from '../lib/envelope';
import { AppError } from '../lib/errors';
import { apiMessage, fieldLabel, type ApiLocale } from '../lib/messages';

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

/** One readable sentence for the first schema violation, in the request's language. */
export function validationMessage(locale: ApiLocale, issues: ValidationIssue[]): string {
  const issue = issues[0];
  if (!issue) return apiMessage(locale, 'api.badRequest');
  const field = fieldOf(issue);
  if (!field) return apiMessage(locale, 'api.malformedBody');
  const values = { field: fieldLabel(locale, field), limit: String(issue.params.limit ?? '') };
  switch (issue.keyword) {
    case 'required':
      return apiMessage(locale, 'validation.required', values);
    case 'minLength':
      return apiMessage(locale, 'validation.minLength', values);
    case 'maxLength':
      return apiMessage(locale, 'validation.maxLength', values);
    case 'pattern':
    case 'format':
      return apiMessage(locale, 'validation.format', values);
    case 'type':
      return apiMessage(locale, 'validation.type', values);
    default:
      return apiMessage(locale, 'validation.value', values);
  }
}

const STATUS_MESSAGES: Record<number, Parameters<typeof apiMessage>[1]> = {
  400: 'api.malformedBody',
  401: 'api.unauthorized',
  404: 'api.notFound',
  413: 'api.payloadTooLarge',
  415: 'api.unsupportedMediaType',
  429: 'api.rateLimited',
};

/**
 * The one error handler (ARCHITECTURE.md › api): every failure leaves as the envelope with a
 * message in the request's locale; unexpected errors are logged and answered with a generic 500
 * that never carries a stack trace or an internal message.
 */
async function errorHandler(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const locale = request.locale;
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'application error');
      return reply
        .code(error.statusCode)
        .send(fail(apiMessage(locale, error.messageKey, error.values), error.data));
    }
    if ('validation' in error && error.validation) {
      return reply.code(400).send(fail(validationMessage(locale, error.validation)));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply
        .code(status)
        .send(fail(apiMessage(locale, STATUS_MESSAGES[status] ?? 'api.badRequest')));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(fail(apiMessage(locale, 'api.internal')));
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send(fail(apiMessage(request.locale, 'api.notFound'))),
  );
}

export default fp(errorHandler, { name: 'error-handler', dependencies: ['locale'] });
