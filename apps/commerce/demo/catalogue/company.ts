/**
 * The fictional company behind the demo store, used by CMS pages and blocks. Business rules
 * quoted in the texts come from the spec (§1, §9).
 */
export const COMPANY = {
  storeName: 'Escritório Total',
  legalName: 'Papelaria Escritório Total Comércio Ltda',
  cnpj: '11.222.333/0001-81',
  stateRegistration: '110.042.490.114',
  address: 'Rua Vergueiro, 1500 – Vila Mariana, São Paulo – SP, CEP 04101-000',
  warehouse: 'Av. Marcos Penteado de Ulhôa Rodrigues, 3800 – Tamboré, Barueri – SP, CEP 06460-040',
  phone: '(11) 3456-7890',
  whatsappChat: '(11) 91234-5678',
  whatsappChatLink: 'https://wa.me/5511912345678',
  whatsappFinance: '(11) 98765-4321',
  whatsappFinanceLink: 'https://wa.me/5511987654321',
  email: 'atendimento@escritoriototal.com.br',
  financeEmail: 'financeiro@escritoriototal.com.br',
  privacyEmail: 'privacidade@escritoriototal.com.br',
  jobsEmail: 'vagas@escritoriototal.com.br',
  hours: {
    pt: 'segunda a sexta, das 8h às 18h; sábado, das 8h às 12h',
    en: 'Monday to Friday, 8 am to 6 pm; Saturday, 8 am to noon',
    de: 'Montag bis Freitag 8–18 Uhr, Samstag 8–12 Uhr',
  },
  /** Rules §9. */
  minimumOrder: 'R$ 100,00',
  freeShippingFrom: 'R$ 500,00',
  firstPurchaseCoupon: 'ESP10',
  pixDiscountPercent: 3,
  maxInstallments: 10,
  returnDays: 7,
  freeReturnDays: 30,
} as const;
