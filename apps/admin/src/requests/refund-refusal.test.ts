import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../providers/http';
import { refundRefusal } from './refund-refusal';

const labels: Record<string, string> = { resolved: 'Resolvida', open: 'Open' };
const label = (status: string) => labels[status] ?? status;
/** An HttpError as providers/http.ts makes it: the message already in `language`. */
const refused = (body: { message: string; parameters: string[] }, language: 'pt' | 'en') =>
  new HttpError(errorMessage(body, 400, language), 400, body);

describe('refundRefusal', () => {
  it('names the status of a return that cannot be refunded by its label', () => {
    const body = {
      message: 'The return %1 is %2 and cannot be refunded.',
      parameters: ['DEV-7', 'resolved'],
    };
    expect(refundRefusal(refused(body, 'pt'), label, 'pt')).toBe(
      'A devolução DEV-7 está com a situação Resolvida e não pode ser reembolsada.',
    );
    expect(refundRefusal(refused({ ...body, parameters: ['DEV-7', 'open'] }, 'en'), label, 'en')).toBe(
      'The return DEV-7 is Open and cannot be refunded.',
    );
  });

  it("says the return's other refusals in the catalogue's words", () => {
    const body = { message: 'The return %1 has not been received yet.', parameters: ['DEV-7'] };
    expect(refundRefusal(refused(body, 'pt'), label, 'pt')).toBe('A devolução DEV-7 ainda não foi recebida.');
    expect(refundRefusal(new Error('rede'), label, 'pt')).toBe('rede');
  });
});
