import { graphql } from '../../lib/typed-document';

/**
 * My Account's GraphQL documents (Magento 2.4 CustomerGraphQl, SalesGraphQl, ReviewGraphQl,
 * NewsletterGraphQl names; rules §7 Account, Addresses, Reviews). Response types are written by
 * hand until codegen is wired (lib/typed-document.ts).
 */

export interface Money {
  value: number | null;
  currency: string | null;
}

export interface CustomAttributeValue {
  code: string;
  value?: string | null;
}

export interface CustomerFields {
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  taxvat: string | null;
  gender: number | null;
  date_of_birth: string | null;
  is_subscribed: boolean | null;
  default_billing: string | null;
  default_shipping: string | null;
  custom_attributes: Array<CustomAttributeValue | null> | null;
}

const CUSTOMER_FIELDS = `
  firstname lastname email taxvat gender date_of_birth is_subscribed default_billing default_shipping
  custom_attributes { code ... on AttributeValue { value } }
`;

export const CustomerQuery = graphql<{ customer: CustomerFields | null }>(`
  query Customer { customer { ${CUSTOMER_FIELDS} } }
`);

export interface AttributeValueInput {
  attribute_code: string;
  value: string;
}

export interface CustomerCreateInput {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  taxvat: string;
  gender?: number;
  date_of_birth?: string;
  is_subscribed?: boolean;
  custom_attributes?: AttributeValueInput[];
}

export const CreateCustomerV2 = graphql<
  { createCustomerV2: { customer: { email: string | null; confirmation_status: string | null } } | null },
  { input: CustomerCreateInput }
>(`
  mutation CreateCustomerV2($input: CustomerCreateInput!) {
    createCustomerV2(input: $input) { customer { email confirmation_status } }
  }
`);

export interface CustomerUpdateInput {
  firstname?: string;
  lastname?: string;
  gender?: number | null;
  date_of_birth?: string | null;
  is_subscribed?: boolean;
  custom_attributes?: AttributeValueInput[];
}

export const UpdateCustomerV2 = graphql<
  { updateCustomerV2: { customer: CustomerFields } | null },
  { input: CustomerUpdateInput }
>(`
  mutation UpdateCustomerV2($input: CustomerUpdateInput!) {
    updateCustomerV2(input: $input) { customer { ${CUSTOMER_FIELDS} } }
  }
`);

export const UpdateCustomerEmail = graphql<
  { updateCustomerEmail: { customer: CustomerFields } | null },
  { email: string; password: string }
>(`
  mutation UpdateCustomerEmail($email: String!, $password: String!) {
    updateCustomerEmail(email: $email, password: $password) { customer { ${CUSTOMER_FIELDS} } }
  }
`);

export const ChangeCustomerPassword = graphql<
  { changeCustomerPassword: { email: string | null } | null },
  { currentPassword: string; newPassword: string }
>(`
  mutation ChangeCustomerPassword($currentPassword: String!, $newPassword: String!) {
    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) { email }
  }
`);

export const RequestPasswordResetEmail = graphql<
  { requestPasswordResetEmail: boolean | null },
  { email: string }
>(`
  mutation RequestPasswordResetEmail($email: String!) { requestPasswordResetEmail(email: $email) }
`);

export const ResetPassword = graphql<
  { resetPassword: boolean | null },
  { email: string; resetPasswordToken: string; newPassword: string }
>(`
  mutation ResetPassword($email: String!, $resetPasswordToken: String!, $newPassword: String!) {
    resetPassword(email: $email, resetPasswordToken: $resetPasswordToken, newPassword: $newPassword)
  }
`);

export const ConfirmEmail = graphql<
  { confirmEmail: { customer: { email: string | null } } | null },
  { input: { email: string; confirmation_key: string } }
>(`
  mutation ConfirmEmail($input: ConfirmEmailInput!) { confirmEmail(input: $input) { customer { email } } }
`);

// --- addresses

export interface CustomerAddressFields {
  id: number;
  firstname: string | null;
  lastname: string | null;
  company: string | null;
  street: Array<string | null> | null;
  city: string | null;
  region: { region_code: string | null; region: string | null; region_id: number | null } | null;
  postcode: string | null;
  country_code: string | null;
  telephone: string | null;
  vat_id: string | null;
  default_billing: boolean | null;
  default_shipping: boolean | null;
}

const ADDRESS_FIELDS = `
  id firstname lastname company street city region { region_code region region_id } postcode
  country_code telephone vat_id default_billing default_shipping
`;

export const CustomerAddresses = graphql<{
  customer: { addresses: Array<CustomerAddressFields | null> | null } | null;
}>(`
  query CustomerAddresses { customer { addresses { ${ADDRESS_FIELDS} } } }
`);

export interface CustomerAddressInput {
  firstname: string;
  lastname: string;
  company?: string;
  telephone: string;
  street: string[];
  city: string;
  region?: { region_code?: string; region?: string; region_id?: number };
  postcode: string;
  country_code: 'BR';
  vat_id?: string;
  default_billing?: boolean;
  default_shipping?: boolean;
}

export const CreateCustomerAddress = graphql<
  { createCustomerAddress: CustomerAddressFields | null },
  { input: CustomerAddressInput }
>(`
  mutation CreateCustomerAddress($input: CustomerAddressInput!) {
    createCustomerAddress(input: $input) { ${ADDRESS_FIELDS} }
  }
`);

export const UpdateCustomerAddress = graphql<
  { updateCustomerAddress: CustomerAddressFields | null },
  { id: number; input: Partial<CustomerAddressInput> }
>(`
  mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput) {
    updateCustomerAddress(id: $id, input: $input) { ${ADDRESS_FIELDS} }
  }
`);

export const DeleteCustomerAddress = graphql<{ deleteCustomerAddress: boolean | null }, { id: number }>(`
  mutation DeleteCustomerAddress($id: Int!) { deleteCustomerAddress(id: $id) }
`);

// --- newsletter

export const SubscribeEmailToNewsletter = graphql<
  { subscribeEmailToNewsletter: { status: string | null } | null },
  { email: string }
>(`
  mutation SubscribeEmailToNewsletter($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }
`);

// --- reviews

export interface CustomerReview {
  summary: string;
  text: string;
  nickname: string;
  created_at: string;
  average_rating: number;
  status?: string | null;
  product: { name: string | null; sku: string; url_key: string | null } | null;
  ratings_breakdown: Array<{ name: string; value: string }>;
}

export const CustomerReviews = graphql<
  {
    customer: {
      reviews: {
        items: Array<CustomerReview | null>;
        page_info: { current_page: number | null; total_pages: number | null } | null;
      };
    } | null;
  },
  { currentPage: number; pageSize: number }
>(`
  query CustomerReviews($currentPage: Int!, $pageSize: Int!) {
    customer {
      reviews(currentPage: $currentPage, pageSize: $pageSize) {
        items {
          summary text nickname created_at average_rating status
          ratings_breakdown { name value }
          product { name sku url_key }
        }
        page_info { current_page total_pages }
      }
    }
  }
`);

// --- orders

export interface OrderListItem {
  id: string;
  number: string;
  order_date: string;
  status: string;
  total: { grand_total: Money } | null;
}

export const CustomerOrdersQuery = graphql<
  {
    customer: {
      orders: {
        items: Array<OrderListItem | null>;
        total_count: number | null;
        page_info: { current_page: number | null; total_pages: number | null } | null;
      } | null;
    } | null;
  },
  { currentPage: number; pageSize: number }
>(`
  query CustomerOrderList($currentPage: Int!, $pageSize: Int!) {
    customer {
      orders(currentPage: $currentPage, pageSize: $pageSize, sort: { sort_field: CREATED_AT, sort_direction: DESC }) {
        items { id number order_date status total { grand_total { value currency } } }
        total_count
        page_info { current_page total_pages }
      }
    }
  }
`);

export interface OrderAddressFields {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  region: string | null;
  postcode: string | null;
  telephone: string | null;
  company: string | null;
  vat_id: string | null;
}

export interface OrderDetailFields extends OrderListItem {
  token: string;
  email: string | null;
  carrier: string | null;
  shipping_method: string | null;
  payment_methods: Array<{ name: string; type: string } | null> | null;
  shipping_address: OrderAddressFields | null;
  billing_address: OrderAddressFields | null;
  items: Array<{
    id: string;
    product_name: string | null;
    product_sku: string;
    quantity_ordered: number | null;
    product_sale_price: Money;
    prices: { row_total: Money } | null;
  } | null> | null;
  total: {
    grand_total: Money;
    subtotal: Money;
    total_shipping: Money;
    discounts: Array<{ label: string; amount: Money } | null> | null;
  } | null;
  timeline: OrderTimelineEvent[];
  invoices: Array<{ number: string; nota_fiscal: NotaFiscal | null } | null> | null;
}

/** The NF-e the store's ERP issued for an invoice: key, number, series and its two downloads. */
export interface NotaFiscal {
  access_key: string;
  number: number;
  series: number;
  issued_at: string;
  danfe_url: string | null;
  xml_url: string | null;
}

/** One step of the order's life, as the server lists them (oldest first). */
export interface OrderTimelineEvent {
  type: 'PLACED' | 'PAID' | 'INVOICED' | 'SHIPPED' | 'DELIVERED' | 'CANCELED' | 'REFUNDED';
  date: string;
  number: string | null;
  amount: Money | null;
  tracking: Array<{ title: string; number: string | null; url: string | null }> | null;
}

const ORDER_ADDRESS = 'firstname lastname street city region postcode telephone company vat_id';

export const CustomerOrderDetail = graphql<
  { customer: { orders: { items: Array<OrderDetailFields | null> } | null } | null },
  { number: string }
>(`
  query CustomerOrderDetail($number: String!) {
    customer {
      orders(filter: { number: { eq: $number } }, pageSize: 1) {
        items {
          id number order_date status token email carrier shipping_method
          payment_methods { name type }
          shipping_address { ${ORDER_ADDRESS} }
          billing_address { ${ORDER_ADDRESS} }
          items {
            id product_name product_sku quantity_ordered
            product_sale_price { value currency }
            prices { row_total { value currency } }
          }
          total {
            grand_total { value currency }
            subtotal { value currency }
            total_shipping { value currency }
            discounts { label amount { value currency } }
          }
          timeline {
            type date number
            amount { value currency }
            tracking { title number url }
          }
          invoices {
            number
            nota_fiscal { access_key number series issued_at danfe_url xml_url }
          }
        }
      }
    }
  }
`);

/** One purchased downloadable link (Magento DownloadableGraphQl's CustomerDownloadableProduct). */
export interface CustomerDownload {
  date: string | null;
  download_url: string | null;
  link_title: string | null;
  order_increment_id: string | null;
  /** 'Unlimited' or the number left. */
  remaining_downloads: string | null;
  /** pending, available or expired (the server decides). */
  status: string | null;
}

export const CustomerDownloadableProducts = graphql<{
  customerDownloadableProducts: { items: Array<CustomerDownload | null> | null } | null;
}>(`
  query CustomerDownloadableProducts {
    customerDownloadableProducts {
      items { date download_url link_title order_increment_id remaining_downloads status }
    }
  }
`);
