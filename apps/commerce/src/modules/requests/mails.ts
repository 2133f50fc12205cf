import { formatCnpj } from '@store/br';
import type { MailMessage } from '../mail/mailer';
import { mailLanguage } from '../sales/mails';
import type { StoreView } from '../store/stores';
import type { StagedUpload } from '../uploads/store';
import { formatMegabytes } from '../uploads/store';
import { brazilianDate } from './dates';
import type { CareerInput, ContactInput } from './validation';

/**
 * The e-mails of each request: a confirmation with the protocol to the shopper and a
 * notification with every detail to the staff mailbox of its kind (SALES_EMAIL, SUPPORT_EMAIL,
 * HR_EMAIL). Uploads are not attached: staff export them with the command named in the mail.
 */

export interface QuoteItem {
  sku: string | null;
  name: string;
  quantity: number;
}

const SIGNATURE = '\n\nEquipe Escritório Total';

function formatPhone(digits: string): string {
  return digits.length === 11
    ? `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`
    : `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`;
}

function fileLine(file: StagedUpload, id: number): string {
  return `- #${id} ${file.originalName} (${file.mime}, ${formatMegabytes(file.sizeBytes)}): npm run requests -w apps/commerce -- export-file ${id} <caminho>`;
}

function confirmation(kind: string, to: string, protocol: string, what: string, body: string): MailMessage {
  return {
    to,
    kind: `${kind}-confirmation`,
    subject: `Recebemos sua ${what} – protocolo ${protocol}`,
    text: `Olá!\n\nRecebemos sua ${what}. O número do protocolo é ${protocol}; informe-o se falar conosco sobre este assunto.\n\n${body}${SIGNATURE}`,
  };
}

function notification(
  kind: string,
  to: string,
  protocol: string,
  title: string,
  lines: string[],
): MailMessage {
  return {
    to,
    kind: `${kind}-notification`,
    subject: `${title} – ${protocol}`,
    text: `${title}\nProtocolo: ${protocol}\n\n${lines.join('\n')}\n\nPara encerrar: npm run requests -w apps/commerce -- resolve ${protocol} --note "…"`,
  };
}

export function quoteMails(args: {
  protocol: string;
  staff: string;
  company: string;
  cnpj: string;
  contactName: string;
  email: string;
  phone: string;
  items: QuoteItem[];
  itemsText: string | undefined;
  message: string | undefined;
}): MailMessage[] {
  const list = [
    ...args.items.map((item) => `- ${item.quantity} × ${item.name}${item.sku ? ` (SKU ${item.sku})` : ''}`),
    ...(args.itemsText ? [args.itemsText] : []),
  ].join('\n');
  return [
    confirmation(
      'quote',
      args.email,
      args.protocol,
      'solicitação de orçamento',
      `Nossa equipe de vendas responde em até 1 dia útil.\n\nProdutos:\n${list}`,
    ),
    notification('quote', args.staff, args.protocol, `Novo pedido de orçamento: ${args.company}`, [
      `Empresa: ${args.company}`,
      `CNPJ: ${formatCnpj(args.cnpj)}`,
      `Contato: ${args.contactName}`,
      `E-mail: ${args.email}`,
      `Telefone: ${formatPhone(args.phone)}`,
      '',
      'Produtos:',
      list,
      ...(args.message ? ['', 'Mensagem:', args.message] : []),
    ]),
  ];
}

export function returnMails(args: {
  protocol: string;
  staff: string;
  email: string;
  orderNumber: string;
  skus: { sku: string; name: string }[];
  reason: string;
  deadline: string | undefined;
  files: { file: StagedUpload; id: number; role: 'invoice' | 'photo' }[];
}): MailMessage[] {
  const products = args.skus.map((item) => `- ${item.name} (SKU ${item.sku})`).join('\n');
  return [
    confirmation(
      'return',
      args.email,
      args.protocol,
      'solicitação de devolução',
      `Pedido: ${args.orderNumber}\nProdutos:\n${products}\n\nVamos analisar a nota fiscal e as fotos e responder com as instruções de envio.`,
    ),
    notification(
      'return',
      args.staff,
      args.protocol,
      `Nova solicitação de devolução do pedido ${args.orderNumber}`,
      [
        `Pedido: ${args.orderNumber}`,
        `E-mail: ${args.email}`,
        `Prazo de devolução: ${args.deadline ? `até ${brazilianDate(args.deadline)}` : 'pedido ainda não entregue'}`,
        '',
        'Produtos:',
        products,
        '',
        'Motivo:',
        args.reason,
        '',
        'Arquivos:',
        ...args.files.map(
          ({ file, id, role }) => `${role === 'invoice' ? 'Nota fiscal' : 'Foto'} ${fileLine(file, id)}`,
        ),
      ],
    ),
  ];
}

export function contactMails(args: { protocol: string; staff: string; input: ContactInput }): MailMessage[] {
  const { input } = args;
  return [
    confirmation(
      'contact',
      input.email,
      args.protocol,
      'mensagem',
      `Assunto: ${input.subject}\n\nRespondemos em até 1 dia útil.`,
    ),
    notification('contact', args.staff, args.protocol, `Nova mensagem de contato: ${input.subject}`, [
      `Nome: ${input.name}`,
      `E-mail: ${input.email}`,
      `Telefone: ${input.phone ? formatPhone(input.phone) : '—'}`,
      `Assunto: ${input.subject}`,
      '',
      input.message,
    ]),
  ];
}

export function careerMails(args: {
  protocol: string;
  staff: string;
  input: CareerInput;
  cv: StagedUpload;
  cvId: number;
}): MailMessage[] {
  const { input } = args;
  return [
    confirmation(
      'career',
      input.email,
      args.protocol,
      'candidatura',
      `Vaga ou área: ${input.position}\n\nSe o seu perfil combinar com uma vaga, nossa equipe de RH entra em contato.`,
    ),
    notification('career', args.staff, args.protocol, `Nova candidatura: ${input.position}`, [
      `Nome: ${input.name}`,
      `E-mail: ${input.email}`,
      `Telefone: ${formatPhone(input.phone)}`,
      `Vaga ou área: ${input.position}`,
      ...(input.message ? ['', input.message] : []),
      '',
      `Currículo ${fileLine(args.cv, args.cvId)}`,
    ]),
  ];
}

const REPLY_WORDS = {
  pt: {
    subject: (p: string) => `Resposta à sua solicitação – protocolo ${p}`,
    intro: (p: string) => `Olá!\n\nEsta é a resposta da nossa equipe à sua solicitação de protocolo ${p}:`,
    signature: SIGNATURE,
  },
  en: {
    subject: (p: string) => `Reply to your request – reference ${p}`,
    intro: (p: string) => `Hello,\n\nThis is our team's reply to your request ${p}:`,
    signature: '\n\nThe Escritório Total team',
  },
  de: {
    subject: (p: string) => `Antwort auf Ihre Anfrage – Vorgang ${p}`,
    intro: (p: string) => `Guten Tag,\n\nhier ist die Antwort unseres Teams auf Ihre Anfrage ${p}:`,
    signature: '\n\nIhr Team von Escritório Total',
  },
} as const;

/** A staff reply to a request, in the language of a store view (plain text: staff write text). */
export function replyMail(
  store: Pick<StoreView, 'locale'>,
  to: string,
  protocol: string,
  reply: string,
): MailMessage {
  const words = REPLY_WORDS[mailLanguage(store)];
  return {
    to,
    kind: 'request-reply',
    subject: words.subject(protocol),
    text: `${words.intro(protocol)}\n\n${reply}${words.signature}`,
  };
}
