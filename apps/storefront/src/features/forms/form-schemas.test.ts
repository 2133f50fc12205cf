import { describe, expect, it } from 'vitest';
import {
  careersSchema,
  contactSchema,
  isValidPhone,
  parseSkuList,
  quoteRequestBody,
  quoteSchema,
  returnSchema,
} from './form-schemas';

const VALID_CNPJ = '11.222.333/0001-81';
const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function file(name: string, type: string, size = 1000) {
  return { name, type, size };
}

function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  // The first problem of each field, as the form shows it.
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('isValidPhone', () => {
  it.each(['(11) 91234-5678', '11 3456-7890', '+55 11 91234-5678', '1134567890'])('accepts %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each(['91234-5678', '(11) 81234-5678', '(01) 91234-5678', 'abc', '(11) 9123-45'])(
    'refuses %s',
    (phone) => {
      expect(isValidPhone(phone)).toBe(false);
    },
  );
});

describe('contactSchema', () => {
  const good = {
    name: 'Ana Souza',
    email: 'ana@example.com',
    phone: '',
    subject: 'Entrega',
    message: 'Quando chega o meu pedido?',
  };

  it('takes a message without a phone', () => {
    expect(contactSchema.safeParse(good).success).toBe(true);
  });

  it('names every wrong field with a message key', () => {
    const result = contactSchema.safeParse({
      name: 'A',
      email: 'ana@',
      phone: '123',
      subject: '',
      message: 'curta',
    });
    expect(errorsOf(result)).toEqual({
      name: 'minLength',
      email: 'invalidEmail',
      phone: 'invalidPhone',
      subject: 'required',
      message: 'minLength',
    });
  });
});

describe('quoteSchema', () => {
  const good = {
    company: 'Papelaria Central Ltda',
    cnpj: VALID_CNPJ,
    contactName: 'Ana Souza',
    email: 'ana@example.com',
    phone: '(11) 91234-5678',
    items: [],
    itemsText: '',
    message: '',
  };

  it('needs a product or the free text', () => {
    expect(errorsOf(quoteSchema.safeParse(good))).toEqual({ itemsText: 'noProducts' });
    expect(quoteSchema.safeParse({ ...good, itemsText: '10 resmas de papel A4' }).success).toBe(true);
  });

  it('checks the CNPJ with packages/br and whole quantities from 1', () => {
    const result = quoteSchema.safeParse({
      ...good,
      cnpj: '11.222.333/0001-82',
      items: [
        { sku: 'A1', name: 'Caneta', quantity: '0' },
        { sku: '', name: 'Grampo', quantity: '2.5' },
      ],
    });
    expect(errorsOf(result)).toEqual({
      cnpj: 'invalidCnpj',
      'items.0.quantity': 'invalidQuantity',
      'items.1.quantity': 'invalidQuantity',
    });
  });

  it('sends catalogue lines by SKU and typed lines by name', () => {
    const parsed = quoteSchema.parse({
      ...good,
      items: [
        { sku: 'PAP-A4', name: 'Papel A4', quantity: '3' },
        { sku: '', name: 'Grampeador grande', quantity: 1 },
      ],
      message: 'Entrega em Barueri',
    });
    expect(quoteRequestBody(parsed)).toEqual({
      company: 'Papelaria Central Ltda',
      cnpj: VALID_CNPJ,
      contact_name: 'Ana Souza',
      email: 'ana@example.com',
      phone: '(11) 91234-5678',
      items: [
        { sku: 'PAP-A4', quantity: 3 },
        { name: 'Grampeador grande', quantity: 1 },
      ],
      message: 'Entrega em Barueri',
    });
  });
});

describe('careersSchema', () => {
  const schema = careersSchema({ types: [PDF, 'application/msword', DOCX], maxBytes: 2 * 1024 * 1024 });
  const good = {
    name: 'Ana Souza',
    email: 'ana@example.com',
    phone: '(11) 91234-5678',
    position: 'Logística',
    message: '',
  };

  it('takes a PDF or a DOCX within the limit', () => {
    expect(schema.safeParse({ ...good, cv: [file('cv.pdf', PDF)] }).success).toBe(true);
    expect(schema.safeParse({ ...good, cv: [file('cv.docx', '')] }).success).toBe(true);
  });

  it('refuses a missing CV, an image and a file over the limit', () => {
    expect(errorsOf(schema.safeParse({ ...good, cv: [] }))).toEqual({ cv: 'fileRequired' });
    expect(errorsOf(schema.safeParse({ ...good, cv: [file('foto.png', 'image/png')] }))).toEqual({
      cv: 'fileType',
    });
    expect(errorsOf(schema.safeParse({ ...good, cv: [file('cv.pdf', PDF, 3 * 1024 * 1024)] }))).toEqual({
      cv: 'fileSize',
    });
  });
});

describe('returnSchema', () => {
  const schema = returnSchema({
    invoiceTypes: [PDF, 'image/jpeg', 'image/png'],
    photoTypes: ['image/jpeg', 'image/png', 'image/webp'],
    maxBytes: 5 * 1024 * 1024,
    maxPhotos: 2,
  });
  const guest = {
    orderNumber: '000000012',
    email: 'ana@example.com',
    isOwnOrder: false,
    skus: [],
    typedSkus: 'CAN-AZ, PAP-A4',
    reason: 'Produto chegou com defeito na tampa.',
    invoice: [file('nota.pdf', PDF)],
    photos: [],
  };

  it('takes a guest return with typed SKUs and the order e-mail', () => {
    expect(schema.safeParse(guest).success).toBe(true);
  });

  it("needs the order's e-mail and a SKU from a guest", () => {
    expect(errorsOf(schema.safeParse({ ...guest, email: '', typedSkus: ' , ' }))).toEqual({
      email: 'required',
      typedSkus: 'noSkus',
    });
  });

  it('lets a customer skip the e-mail of their own order but asks for a ticked product', () => {
    expect(errorsOf(schema.safeParse({ ...guest, email: '', isOwnOrder: true, typedSkus: '' }))).toEqual({
      skus: 'noSkus',
    });
    expect(schema.safeParse({ ...guest, email: '', isOwnOrder: true, skus: ['CAN-AZ'] }).success).toBe(true);
  });

  it('needs the invoice and keeps photos to the limit and types', () => {
    const result = schema.safeParse({
      ...guest,
      invoice: [],
      photos: [file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg'), file('c.jpg', 'image/jpeg')],
    });
    expect(errorsOf(result)).toEqual({ invoice: 'fileRequired', photos: 'tooManyFiles' });
    expect(errorsOf(schema.safeParse({ ...guest, photos: [file('a.gif', 'image/gif')] }))).toEqual({
      photos: 'fileType',
    });
  });
});

describe('parseSkuList', () => {
  it('splits on commas, semicolons and spaces and drops repeats', () => {
    expect(parseSkuList('CAN-AZ, PAP-A4;CAN-AZ\nGRA-01 ')).toEqual(['CAN-AZ', 'PAP-A4', 'GRA-01']);
    expect(parseSkuList(' , ')).toEqual([]);
  });
});
