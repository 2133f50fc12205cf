import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AuthenticationError, AuthorizationError, DomainError, NotFoundError } from '../graphql/errors';

/**
 * Errors of the admin REST API in Magento's envelope (Magento\Framework\Webapi\ErrorProcessor):
 * `{message, parameters?, errors?}` where `message` keeps its `%placeholders` and `parameters`
 * carries their values. Magento never answers 403: a missing permission is a 401 like a missing token.
 */

export type ErrorParameters = Record<string, unknown> | unknown[];

export interface WebapiErrorBody {
  message: string;
  parameters?: ErrorParameters;
  errors?: { message: string; parameters?: ErrorParameters }[];
}

export class WebapiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly parameters?: ErrorParameters,
    readonly errors?: WebapiErrorBody['errors'],
  ) {
    super(message);
  }

  body(): WebapiErrorBody {
    return {
      message: this.message,
      ...(this.parameters !== undefined ? { parameters: this.parameters } : {}),
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

/** 400, Magento's InputException / LocalizedException. */
export function inputError(message: string, parameters?: ErrorParameters): WebapiError {
  return new WebapiError(400, message, parameters);
}

/** 404, Magento's NoSuchEntityException. */
export function notFound(message: string, parameters?: ErrorParameters): WebapiError {
  return new WebapiError(404, message, parameters);
}

/** Magento's 404 for an unknown id (NoSuchEntityException's default). */
export const ENTITY_NOT_FOUND =
  "The entity that was requested doesn't exist. Verify the entity and try again.";

export const UNAUTHORIZED_MESSAGE = "The consumer isn't authorized to access %resources.";

/** 401 for a missing/expired/revoked token or a missing permission, naming the route's resources. */
export function unauthorized(resources: readonly string[]): WebapiError {
  return new WebapiError(401, UNAUTHORIZED_MESSAGE, { resources: resources.join(', ') });
}

export const requiredField = (fieldName: string) =>
  inputError('"%fieldName" is required. Enter and try again.', { fieldName });

export const invalidFieldValue = (fieldName: string, value: unknown) =>
  inputError('Invalid value of "%value" provided for the %fieldName field.', {
    fieldName,
    value: String(value),
  });

export const NO_ROUTE = 'Request does not match any route.';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** Dotted name of the offending field from an Ajv error (`/product/price` → `product.price`). */
function fieldOf(issue: ValidationIssue): string {
  const base = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const child =
    issue.keyword === 'required'
      ? String(issue.params.missingProperty)
      : issue.keyword === 'additionalProperties'
        ? String(issue.params.additionalProperty)
        : '';
  return [base, child].filter(Boolean).join('.');
}

function issueError(issue: ValidationIssue, context: string | undefined): WebapiError {
  const fieldName = fieldOf(issue) || context || 'body';
  if (issue.keyword === 'required') return requiredField(fieldName);
  if (issue.keyword === 'type') {
    return inputError(
      'Error occurred during "%fieldName" processing. The "%type" type was expected. Verify and try again.',
      { fieldName, type: String(issue.params.type) },
    );
  }
  if (issue.keyword === 'enum') {
    return inputError('Invalid value of "%value" provided for the %fieldName field.', {
      fieldName,
      value:
        (issue as { data?: unknown }).data === undefined ? '' : String((issue as { data?: unknown }).data),
    });
  }
  return inputError('The "%fieldName" value is invalid: %reason.', {
    fieldName,
    reason: issue.message ?? issue.keyword,
  });
}

/**
 * A failed JSON-schema validation (Fastify/Ajv, every problem collected) as Magento's input error:
 * one problem is its own message, several are Magento's aggregate with an `errors` list.
 */
export function validationError(issues: ValidationIssue[], context: string | undefined): WebapiError {
  const errors = issues.map((issue) => issueError(issue, context));
  const [first] = errors;
  if (!first) return inputError('Invalid request.');
  if (errors.length === 1) return first;
  return new WebapiError(
    400,
    'One or more input exceptions have occurred.',
    undefined,
    errors.map((error) => error.body()),
  );
}

const fieldValue = (value: string) => (/^\d{1,15}$/.test(value) ? Number(value) : value);

/**
 * A service's message, written out for GraphQL, back into Magento's REST form: the template with
 * `%placeholders` and their `parameters` (NoSuchEntityException's single and double field), which
 * connectors read instead of parsing the text.
 */
export function templated(message: string): WebapiErrorBody {
  const two = /^No such entity with (\w+) = (.*), (\w+) = (.*)$/.exec(message);
  if (two)
    return {
      message: 'No such entity with %fieldName = %fieldValue, %field2Name = %field2Value',
      parameters: {
        fieldName: two[1],
        fieldValue: fieldValue(two[2] ?? ''),
        field2Name: two[3],
        field2Value: fieldValue(two[4] ?? ''),
      },
    };
  const one = /^No such entity with (\w+) = (.*)$/.exec(message);
  if (one)
    return {
      message: 'No such entity with %fieldName = %fieldValue',
      parameters: { fieldName: one[1], fieldValue: fieldValue(one[2] ?? '') },
    };
  return { message };
}

/**
 * Every error of a REST route to Magento's status and body: our own WebapiErrors, the services'
 * DomainErrors (not found → 404, authentication/authorization → 401, others → 400), Fastify's
 * validation and body-parsing errors (400), and anything unexpected as a masked 500 with a report id.
 */
export function sendRestError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof WebapiError) return reply.code(error.statusCode).send(error.body());
  if (error instanceof DomainError) {
    const status =
      error instanceof NotFoundError
        ? 404
        : error instanceof AuthenticationError || error instanceof AuthorizationError
          ? 401
          : 400;
    return reply.code(status).send(templated(error.message));
  }
  const fastifyError = error as Partial<FastifyError> & { validation?: ValidationIssue[] };
  if (fastifyError.validation) {
    return reply
      .code(400)
      .send(validationError(fastifyError.validation, fastifyError.validationContext).body());
  }
  if (
    fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
  ) {
    return reply.code(400).send({ message: 'Decoding error: %1', parameters: [fastifyError.message ?? ''] });
  }
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    if (!request.headers['content-type'])
      return reply.code(400).send({ message: 'Content-Type header is empty.' });
    return reply.code(400).send({
      message: 'Server cannot understand Content-Type HTTP header media type %1',
      parameters: [String(request.headers['content-type'] ?? '')],
    });
  }
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    return reply.code(status).send({ message: fastifyError.message ?? 'Invalid request.' });
  }
  request.log.error({ err: error }, 'admin REST API: unexpected error');
  return reply.code(500).send({
    message: 'Internal Error. Details are available in Magento log file. Report ID: %1',
    parameters: [`webapi-${request.id}`],
  });
}
