import {
  BOLETO_DEFAULTS,
  dueDateFactor,
  formatDigitableLine,
  isValidTaxvat,
  taxvatToDigits,
  validateDigitableLine,
} from '@store/br';
import { z } from 'zod';
import type { PaymentsConfig } from '../../config';
import type { BoletoSlip } from './artefacts/boleto-pdf';
import { agencyAccount, formatTaxvat } from './boleto-service';
import { PaymentError } from './errors';
import { amountInCents, saoPauloDate } from './order-access';

/**
 * The spec's receipt-PDF generator (§7 third parties): `POST /payments/boleto/pdf` with
 * `{BoletoSDTJSON: "<JSON string>"}`. The JSON ("SDT", structured data of the slip) is:
 *
 *   { linhaDigitavel, valor, dataVencimento, nossoNumero, dataEmissao?, numeroDocumento?,
 *     pagador: { nome, documento, endereco? }, beneficiario?: { nome, documento, endereco? },
 *     instrucoes?: string[] }
 *
 * The line's check digits must be valid, its bank Itaú (341), and its amount and due-date factor
 * must match `valor` and `dataVencimento`; the barcode is derived from the line. A missing
 * beneficiary is the store's (configuration).
 */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD');
const text = (max: number) => z.string().trim().min(1).max(max);

export const slipDataSchema = z.object({
  linhaDigitavel: z.string().max(64),
  valor: z.union([z.number(), z.string()]),
  dataVencimento: isoDate,
  dataEmissao: isoDate.optional(),
  nossoNumero: text(20),
  numeroDocumento: text(20).optional(),
  pagador: z.object({ nome: text(100), documento: z.string(), endereco: z.string().max(200).optional() }),
  beneficiario: z
    .object({ nome: text(100), documento: z.string(), endereco: z.string().max(200).optional() })
    .optional(),
  instrucoes: z.array(z.string().max(120)).max(6).optional(),
});

const invalid = (message: string) => new PaymentError(422, 'INVALID_SLIP_DATA', message);

/** Reads and checks the generator's input; every problem is a 400/422 with a clear message. */
export function slipFromRequest(body: unknown, boleto: PaymentsConfig['boleto'], today: Date): BoletoSlip {
  const raw = (body as { BoletoSDTJSON?: unknown } | undefined)?.BoletoSDTJSON;
  if (typeof raw !== 'string') {
    throw new PaymentError(
      400,
      'INVALID_REQUEST',
      'BoletoSDTJSON (texto JSON com os dados do boleto) é obrigatório',
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new PaymentError(400, 'INVALID_REQUEST', 'BoletoSDTJSON não é um JSON válido');
  }
  const parsed = slipDataSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalid(`${issue.path.join('.') || 'BoletoSDTJSON'}: ${issue.message}`);
  }
  const data = parsed.data;
  const line = validateDigitableLine(data.linhaDigitavel);
  if (!line.ok) throw invalid(line.message);
  if (line.bankCode !== BOLETO_DEFAULTS.bankCode)
    throw invalid('Somente boletos do Itaú (341) são emitidos aqui');
  const amountCents = amountInCents(data.valor);
  if (amountCents === undefined || amountCents !== line.amountCents) {
    throw invalid('O valor não confere com a linha digitável');
  }
  if (dueDateFactor(data.dataVencimento) !== line.dueDateFactor) {
    throw invalid('A data de vencimento não confere com a linha digitável');
  }
  const document = (value: string, who: string) => {
    const digits = taxvatToDigits(value);
    if (!isValidTaxvat(digits)) throw invalid(`CPF/CNPJ do ${who} inválido`);
    return formatTaxvat(digits);
  };
  return {
    bankCodeWithCheckDigit: BOLETO_DEFAULTS.bankCodeWithCheckDigit,
    bankName: 'Itaú',
    barcode: line.barcode,
    digitableLine: line.digitableLine,
    formattedLine: formatDigitableLine(line.digitableLine),
    nossoNumeroFormatted: data.nossoNumero,
    wallet: boleto.wallet,
    amountCents,
    issueDate: data.dataEmissao ?? saoPauloDate(today),
    dueDate: data.dataVencimento,
    documentNumber: data.numeroDocumento ?? data.nossoNumero,
    documentSpecies: 'DM',
    beneficiary: data.beneficiario
      ? {
          name: data.beneficiario.nome,
          document: document(data.beneficiario.documento, 'beneficiário'),
          address: data.beneficiario.endereco ?? '',
          agencyAccount: agencyAccount(boleto),
        }
      : {
          name: boleto.beneficiaryName,
          document: boleto.beneficiaryDocument,
          address: boleto.beneficiaryAddress,
          agencyAccount: agencyAccount(boleto),
        },
    payer: {
      name: data.pagador.nome,
      document: document(data.pagador.documento, 'pagador'),
      address: data.pagador.endereco ?? '',
    },
    instructions: data.instrucoes ?? [],
  };
}
