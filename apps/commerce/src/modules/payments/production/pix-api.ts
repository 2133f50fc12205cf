import { readFileSync } from 'node:fs';
import https from 'node:https';
import { centsToDecimalString } from '@store/br';
import type { PaymentsConfig } from '../../../config';
import { ProviderError } from '../errors';
import type {
  PixChargeRequest,
  PixChargeResult,
  PixChargeState,
  PixDevolucaoRequest,
  PixDevolucaoResult,
  PixProvider,
} from '../providers';
import type { PixChargeStatus } from '../tables';
import { type HttpResponse, httpRequest, isRecord, parseJson, stringField } from './http';
import { clientCredentialsTokenSource } from './oauth';

const STATUSES: readonly PixChargeStatus[] = [
  'ATIVA',
  'CONCLUIDA',
  'REMOVIDA_PELO_USUARIO_RECEBEDOR',
  'REMOVIDA_PELO_PSP',
];

/**
 * Client of a PSP's Pix API, BCB standard v2 (bacen/pix-api openapi.yaml; brazil-payments.md §5):
 * `PUT /cob/{txid}` creates an immediate charge with our txid, `GET /cob/{txid}` reads it. OAuth2
 * client_credentials with scopes cob.write/cob.read; an optional client certificate for mTLS.
 * Errors are RFC 7807 problem+json and become ProviderErrors carrying title and detail.
 */
export function createPixApiProvider(config: PaymentsConfig): PixProvider {
  const pix = config.pix;
  if (!pix.apiUrl || !pix.tokenUrl || !pix.clientId || !pix.clientSecret) {
    throw new Error('The Pix API client needs PIX_API_URL, PIX_CLIENT_ID and PIX_CLIENT_SECRET');
  }
  const apiUrl = pix.apiUrl;
  const agent =
    pix.tlsCertFile && pix.tlsKeyFile
      ? new https.Agent({
          cert: readFileSync(pix.tlsCertFile),
          key: readFileSync(pix.tlsKeyFile),
          keepAlive: true,
        })
      : undefined;
  const tokens = clientCredentialsTokenSource({
    tokenUrl: pix.tokenUrl,
    clientId: pix.clientId,
    clientSecret: pix.clientSecret,
    scope: 'cob.write cob.read pix.write',
    credentialsIn: 'basic',
    timeoutMs: config.timeoutMs,
    agent,
  });

  // One call with the bearer token; a 401 means the token was revoked early: fetch another once.
  async function call(method: 'GET' | 'PUT' | 'PATCH', path: string, body?: unknown): Promise<HttpResponse> {
    for (let attempt = 0; ; attempt++) {
      const response = await httpRequest({
        method,
        url: `${apiUrl}${path}`,
        headers: {
          authorization: `Bearer ${await tokens.get()}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        timeoutMs: config.timeoutMs,
        agent,
      });
      if (response.status === 401 && attempt === 0) {
        tokens.invalidate();
        continue;
      }
      return response;
    }
  }

  return {
    name: 'production',
    async createCharge(request: PixChargeRequest): Promise<PixChargeResult> {
      const body: Record<string, unknown> = {
        calendario: { expiracao: request.expirationSeconds },
        valor: { original: centsToDecimalString(request.amountCents) },
        chave: pix.key,
        solicitacaoPagador: request.description.slice(0, 140),
      };
      // devedor: {cpf | cnpj, nome}, never both documents.
      if (request.debtor) {
        const { name, cpf, cnpj } = request.debtor;
        body.devedor = cpf ? { cpf, nome: name } : { cnpj, nome: name };
      }
      const response = await call('PUT', `/cob/${encodeURIComponent(request.txid)}`, body);
      const cob = expectCob(response, 'PUT /cob');
      const pixCopiaECola = stringField(cob, 'pixCopiaECola');
      if (!pixCopiaECola) throw new ProviderError('PUT /cob: the answer has no pixCopiaECola');
      const loc = isRecord(cob.loc) ? cob.loc : undefined;
      return {
        txid: stringField(cob, 'txid') ?? request.txid,
        status: readStatus(cob),
        pixCopiaECola,
        location: stringField(cob, 'location') ?? stringField(loc, 'location'),
        createdAt: stringField(cob.calendario, 'criacao') ?? new Date().toISOString(),
      };
    },
    async getCharge(txid: string): Promise<PixChargeState> {
      const cob = expectCob(await call('GET', `/cob/${encodeURIComponent(txid)}`), 'GET /cob');
      const status = readStatus(cob);
      const payment = Array.isArray(cob.pix) ? cob.pix.find(isRecord) : undefined;
      return {
        status,
        paidAt: stringField(payment, 'horario'),
        endToEndId: stringField(payment, 'endToEndId'),
      };
    },
    async removeCharge(txid: string): Promise<void> {
      const response = await call('PATCH', `/cob/${encodeURIComponent(txid)}`, {
        status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR',
      });
      expectCob(response, 'PATCH /cob');
    },
    async requestDevolucao(request: PixDevolucaoRequest): Promise<PixDevolucaoResult> {
      const path = `/pix/${encodeURIComponent(request.endToEndId)}/devolucao/${encodeURIComponent(request.id)}`;
      const answer = expectCob(
        await call('PUT', path, { valor: centsToDecimalString(request.amountCents) }),
        'PUT /pix/{e2eid}/devolucao',
      );
      const status = stringField(answer, 'status');
      const rtrId = stringField(answer, 'rtrId');
      if (!rtrId || (status !== 'EM_PROCESSAMENTO' && status !== 'DEVOLVIDO' && status !== 'NAO_REALIZADO')) {
        throw new ProviderError(`PUT /pix/{e2eid}/devolucao: unreadable answer (status '${status}')`);
      }
      return { id: stringField(answer, 'id') ?? request.id, rtrId, status };
    },
  };
}

function expectCob(response: HttpResponse, operation: string): Record<string, unknown> {
  const body = parseJson(response.text);
  if (response.status === 200 || response.status === 201) {
    if (isRecord(body)) return body;
    throw new ProviderError(`${operation}: unreadable answer`, response.status);
  }
  // RFC 7807: type, title, status, detail, violacoes[{razao, propriedade}].
  const title = stringField(body, 'title') ?? 'error';
  const detail = stringField(body, 'detail');
  const violations = isRecord(body) && Array.isArray(body.violacoes) ? body.violacoes : [];
  const reasons = violations
    .map((v) => [stringField(v, 'propriedade'), stringField(v, 'razao')].filter(Boolean).join(': '))
    .filter(Boolean);
  throw new ProviderError(
    `${operation} answered ${response.status} ${title}${detail ? ` – ${detail}` : ''}${reasons.length ? ` (${reasons.join('; ')})` : ''}`,
    response.status,
  );
}

function readStatus(cob: Record<string, unknown>): PixChargeStatus {
  const status = stringField(cob, 'status') as PixChargeStatus | undefined;
  if (!status || !STATUSES.includes(status)) throw new ProviderError(`unknown cob status '${status}'`);
  return status;
}
