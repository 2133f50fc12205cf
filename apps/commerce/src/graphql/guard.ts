import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import type { AppConfig } from '../config';
import { type CostBudget, createCostBudget, exemptAddresses } from './budget';
import { documentCost } from './cost';
import {
  documentShapeError,
  isJsonText,
  LimitError,
  MAX_DOCUMENT_TOKENS,
  malformedRequest,
  notGraphQL,
} from './limits';

/**
 * Cost charged to a client's budget for a request refused before it ran (malformed, oversized,
 * invalid, too expensive): refusing is cheap, but a client sending nothing else is stopped.
 */
export const REFUSED_REQUEST_COST = 1000;

export interface GraphQLGuard {
  /** mercurius option: the parser stops at this many tokens. */
  parseOptions: { maxTokens: number };
  /**
   * Fastify preHandler for /graphql, to run before any other: a malformed request is answered
   * 400 and a client that spent its budget 429, before anything is parsed.
   */
  screenRequest(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  /** Adds the document checks (shape before validation, cost before execution) to mercurius. */
  install(app: FastifyInstance): void;
  /**
   * The HTTP status of an answer made of these errors and no data (400 for a syntax error or
   * malformed request, 429 for a spent budget), or undefined for Magento's 200. Charges the
   * client's budget for a request refused before it ran.
   */
  refusal(errors: readonly GraphQLError[], request: FastifyRequest | undefined): number | undefined;
  budget: CostBudget;
}

export function createGraphQLGuard(config: AppConfig['graphql']): GraphQLGuard {
  const budget = createCostBudget({
    pointsPerMinute: config.costBudgetPerMinute,
    exempt: exemptAddresses(config.costBudgetExempt),
  });

  const spent = (retryAfterSeconds: number) =>
    new LimitError(
      `Too many requests: this client has spent its query budget (${config.costBudgetPerMinute} points a minute). Try again in ${retryAfterSeconds} s.`,
      429,
    );

  return {
    parseOptions: { maxTokens: MAX_DOCUMENT_TOKENS },
    budget,

    async screenRequest(request, reply) {
      if (request.routeOptions.url !== '/graphql') return;
      const admitted = budget.admit(request.ip);
      if (!admitted.ok) {
        return reply
          .code(429)
          .header('retry-after', String(admitted.retryAfterSeconds))
          .send(errorBody(spent(admitted.retryAfterSeconds).message));
      }
      const problem = malformedRequest(
        request.method,
        request.method === 'GET' ? request.query : request.body,
      );
      if (problem) {
        budget.charge(request.ip, REFUSED_REQUEST_COST);
        return reply.code(400).send(errorBody(problem));
      }
    },

    install(app) {
      app.graphql.addHook('preParsing', async (_schema, source) => {
        if (isJsonText(source)) throw notGraphQL();
      });

      // Before validation, whose work grows with the document: only documents not seen before
      // (mercurius keeps validated documents by their text) get here.
      app.graphql.addHook('preValidation', async (_schema, document) => {
        const error = documentShapeError(document, config.maxAliases);
        if (error) throw error;
      });

      // Complexity and budget are checked before execution (not as a validation rule, which
      // would turn off mercurius' cache of parsed and validated documents): they depend on the
      // variables and on the client.
      app.graphql.addHook('preExecution', async (schema, document, context, variables) => {
        const request = (context as { reply?: FastifyReply }).reply?.request;
        const payload = (request?.method === 'GET' ? request.query : request?.body) as
          | { operationName?: unknown }
          | undefined;
        const operationName = typeof payload?.operationName === 'string' ? payload.operationName : undefined;
        const cost = documentCost(schema, document, variables, operationName);
        if (cost > config.maxComplexity) {
          throw new GraphQLError(`Max query complexity should be ${config.maxComplexity} but got ${cost}.`);
        }
        if (!request) return;
        // Checked again here: several requests of one client may have been admitted at once.
        const admitted = budget.admit(request.ip);
        if (!admitted.ok) {
          (context as { reply: FastifyReply }).reply.header(
            'retry-after',
            String(admitted.retryAfterSeconds),
          );
          throw spent(admitted.retryAfterSeconds);
        }
        budget.charge(request.ip, cost);
      });
    },

    refusal(errors, request) {
      const limit = errors.find((e) => e.originalError instanceof LimitError)?.originalError as
        | LimitError
        | undefined;
      // Refused before running (no error has a path): charged, unless refused for the budget.
      if (request && limit?.statusCode !== 429 && errors.every((e) => !e.path)) {
        budget.charge(request.ip, REFUSED_REQUEST_COST);
      }
      if (limit && limit.statusCode !== 200) return limit.statusCode;
      if (errors.length > 0 && errors.every((e) => !e.originalError && e.message.startsWith('Syntax Error:')))
        return 400;
      return undefined;
    },
  };
}

function errorBody(message: string) {
  return { errors: [{ message, extensions: { category: 'graphql-input' } }], data: null };
}
