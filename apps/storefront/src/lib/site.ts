/**
 * The store's identity as shoppers see it: name and tagline (rules §2: the page title is the store
 * name with a short tagline), the orange theme colour, the company behind the store and its
 * contacts (rules §1: WhatsApp with two contacts, chat and finance), and the promo bar's coupon.
 * The same company data seeds the CMS pages. The error pages' scripts import it, so amounts (free
 * shipping, minimum order: @store/br's constants, rules §9) are read where they are shown.
 */
export const site = {
  name: 'Escritório Total',
  tagline: 'material de escritório, papelaria e informática',
  /** Rules §2 orange theme; Tailwind's `primary`. */
  themeColor: '#F26B1D',
  /** Shipped in public/; storeConfig.header_logo_src (a path relative to it) names the same file. */
  logo: { src: '/logo/escritorio-total.svg', width: 180, height: 48 },
  company: {
    legalName: 'Papelaria Escritório Total Comércio Ltda',
    cnpj: '11.222.333/0001-81',
    address: 'Rua Vergueiro, 1500 – Vila Mariana, São Paulo – SP, CEP 04101-000',
  },
  contact: {
    phone: { label: '(11) 3456-7890', href: 'tel:+551134567890' },
    email: 'atendimento@escritoriototal.com.br',
    whatsapp: {
      chat: { label: '(11) 91234-5678', href: 'https://wa.me/5511912345678' },
      finance: { label: '(11) 98765-4321', href: 'https://wa.me/5511987654321' },
    },
  },
  /** Rules §1: the first promo bar message's coupon. */
  promo: {
    couponCode: 'ESP10',
    couponPercent: 10,
  },
} as const;
