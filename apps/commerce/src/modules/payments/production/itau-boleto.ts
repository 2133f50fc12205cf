import { randomUUID } from 'node:crypto';
import { BOLETO_DEFAULTS, validateDigitableLine } from '@store/br';
import type { PaymentsConfig } from '../../../config';
import { ProviderError } from '../errors';
import type { BoletoProvider, BoletoRequest, IssuedBoleto } from '../providers';
import { httpRequest, isRecord, parseJson, stringField } from './http';
import { clientCredentialsTokenSource } from './oauth';

/**
 * Client of Itaú's boleto registration API ("cobrança", cash_management v2 `POST /boletos`),
 * written against its public request shape: OAuth2 client_credentials (credentials in the form
 * body), headers x-itau-apikey and x-itau-correlationID, body `{data: {etapa_processo_boleto,
 * beneficiario, dado_boleto}}` with amounts as 17 digits with 2 implied decimals (rules §9). The
 * bank answers the registered title with its barcode and digitable line, which are checked before
 * use. Field names come from public integrations, not from Itaú's manual: confirm them with the
 * bank's sandbox before going live (brazil-payments.md §9).
 */
export function createItauBoletoProvider(config: PaymentsConfig): BoletoProvider {
  const boleto = config.boleto;
  if (
    !boleto.apiUrl ||
    !boleto.tokenUrl ||
    !boleto.clientId ||
    !boleto.clientSecret ||
    !boleto.beneficiaryId
  ) {
    throw new Error(
      'The Itaú boleto client needs BOLETO_API_URL, BOLETO_TOKEN_URL, BOLETO_CLIENT_* and BOLETO_BENEFICIARY_ID',
    );
  }
  const { apiUrl, clientId, beneficiaryId } = boleto;
  const tokens = clientCredentialsTokenSource({
    tokenUrl: boleto.tokenUrl,
    clientId,
    clientSecret: boleto.clientSecret,
    credentialsIn: 'body',
    timeoutMs: config.timeoutMs,
  });

  return {
    name: 'production',
    async issue(request: BoletoRequest): Promise<IssuedBoleto> {
      const amount = String(request.amountCents).padStart(17, '0');
      const { payer } = request;
      const body = {
        data: {
          etapa_processo_boleto: 'efetivacao',
          codigo_canal_operacao: 'API',
          beneficiario: { id_beneficiario: beneficiaryId },
          dado_boleto: {
            descricao_instrumento_cobranca: 'boleto',
            tipo_boleto: BOLETO_DEFAULTS.title,
            codigo_carteira: boleto.wallet,
            valor_total_titulo: amount,
            codigo_especie: BOLETO_DEFAULTS.species,
            data_emissao: request.issueDate,
            pagador: {
              pessoa: {
                nome_pessoa: payer.name.slice(0, 50),
                tipo_pessoa:
                  payer.personType === 'F'
                    ? { codigo_tipo_pessoa: 'F', numero_cadastro_pessoa_fisica: payer.document }
                    : { codigo_tipo_pessoa: 'J', numero_cadastro_nacional_pessoa_juridica: payer.document },
              },
              endereco: {
                nome_logradouro: payer.address.street.slice(0, 45),
                nome_bairro: payer.address.district.slice(0, 15),
                nome_cidade: payer.address.city.slice(0, 20),
                sigla_UF: payer.address.state,
                numero_CEP: payer.address.postcode,
              },
            },
            dados_individuais_boleto: [
              {
                numero_nosso_numero: request.nossoNumero.padStart(8, '0'),
                data_vencimento: request.dueDate,
                valor_titulo: amount,
                texto_seu_numero: request.documentNumber,
              },
            ],
          },
        },
      };
      const response = await httpRequest({
        method: 'POST',
        url: `${apiUrl}/boletos`,
        headers: {
          authorization: `Bearer ${await tokens.get()}`,
          'content-type': 'application/json',
          'x-itau-apikey': clientId,
          'x-itau-correlationID': randomUUID(),
        },
        body: JSON.stringify(body),
        timeoutMs: config.timeoutMs,
      });
      const answer = parseJson(response.text);
      if (response.status !== 200 && response.status !== 201) {
        // Itaú errors: {codigo, mensagem, campos: [{campo, mensagem}]}.
        const fields = isRecord(answer) && Array.isArray(answer.campos) ? answer.campos : [];
        const detail = fields
          .map((f) => [stringField(f, 'campo'), stringField(f, 'mensagem')].filter(Boolean).join(': '))
          .join('; ');
        throw new ProviderError(
          `POST /boletos answered ${response.status} ${stringField(answer, 'mensagem') ?? ''}${detail ? ` (${detail})` : ''}`.trim(),
          response.status,
        );
      }
      const data = isRecord(answer) && isRecord(answer.data) ? answer.data : undefined;
      const title = data && isRecord(data.dado_boleto) ? data.dado_boleto : undefined;
      const individual =
        title && Array.isArray(title.dados_individuais_boleto)
          ? title.dados_individuais_boleto[0]
          : undefined;
      const nossoNumero = stringField(individual, 'numero_nosso_numero');
      const barcode = stringField(individual, 'codigo_barras')?.replace(/\D/g, '');
      const line = validateDigitableLine(stringField(individual, 'numero_linha_digitavel') ?? '');
      if (!nossoNumero || !barcode || barcode.length !== 44 || !line.ok || line.barcode !== barcode) {
        throw new ProviderError(
          'POST /boletos: the answer has no valid nosso número, barcode and digitable line',
        );
      }
      const dac = stringField(individual, 'dac_titulo');
      return {
        nossoNumero,
        nossoNumeroFormatted: `${boleto.wallet}/${nossoNumero}${dac ? `-${dac}` : ''}`,
        barcode,
        digitableLine: line.digitableLine,
      };
    },
    // PATCH /boletos/{id_boleto}/baixa, the title id being beneficiary + wallet + nosso número
    // (public integrations' shape, like issue above: confirm with the bank's sandbox).
    async writeOff(nossoNumero: string): Promise<void> {
      const id = `${beneficiaryId}${boleto.wallet}${nossoNumero.padStart(8, '0')}`;
      const response = await httpRequest({
        method: 'PATCH',
        url: `${apiUrl}/boletos/${encodeURIComponent(id)}/baixa`,
        headers: {
          authorization: `Bearer ${await tokens.get()}`,
          'content-type': 'application/json',
          'x-itau-apikey': clientId,
          'x-itau-correlationID': randomUUID(),
        },
        body: '{}',
        timeoutMs: config.timeoutMs,
      });
      if (response.status !== 200 && response.status !== 204) {
        throw new ProviderError(`PATCH /boletos/{id}/baixa answered ${response.status}`, response.status);
      }
    },
  };
}
