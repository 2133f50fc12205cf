import type { RequestContext } from '../../graphql/context';
import { InputError } from '../../graphql/errors';
import { toMoney } from '../../graphql/money';
import type { Resolvers } from '../../graphql/types';
import { decodeIdUid, encodeUid } from '../../graphql/uid';
import type { EstimateInput } from '../cart/service';
import type { OrderRow } from '../sales/repository';
import type { ShippingRate } from '../shipping/rates';
import {
  type CustomerAddressInput,
  createCustomerAddress,
  customerAddresses,
  deleteCustomerAddress,
  updateCustomerAddress,
} from './addresses';
import { type CustomerOrdersArgs, ordersForCustomer, orderTimestamp } from './orders';
import { changeCustomerPassword, requestPasswordReset, resetPassword } from './password-service';
import type { AddressRow, CustomerRow } from './repository';
import { requestMeta } from './request-meta';
import {
  type CustomerFieldsInput,
  confirmEmail,
  createCustomerAccount,
  customAttributesOf,
  deleteCustomerAccount,
  isPendingConfirmation,
  requireCustomer,
  resendConfirmation,
  updateCustomerEmail,
  updateCustomerProfile,
  validEmailOrThrow,
} from './service';
import { generateCustomerToken, revokeCurrentToken } from './token-service';

/** Thin GraphQL layer over the account services: arguments in, service call, Magento's shapes out. */

/** Magento's `Customer` parent: the row plus what its address fields need. */
type CustomerParent = CustomerRow;
type AddressParent = AddressRow & {
  __customer: Pick<CustomerRow, 'default_billing_id' | 'default_shipping_id'>;
};

const withCustomer =
  (customer: CustomerRow) =>
  (row: AddressRow): AddressParent => ({ ...row, __customer: customer });

const addressUid = (id: number) => encodeUid(id);

function decodeAddressUid(uid: string): number {
  const id = decodeIdUid(uid);
  if (id === undefined) throw new InputError(`Could not find a address with ID "${uid}"`);
  return id;
}

async function addressOutput(ctx: RequestContext, row: AddressRow): Promise<AddressParent> {
  const customer = await requireCustomer(ctx);
  return withCustomer(customer)(row);
}

const customerFields = {
  created_at: (c: CustomerParent) => orderTimestamp(c.created_at),
  group_id: () => 1,
  group: () => ({ uid: encodeUid(1) }),
  default_billing: (c: CustomerParent) => (c.default_billing_id ? String(c.default_billing_id) : null),
  default_shipping: (c: CustomerParent) => (c.default_shipping_id ? String(c.default_shipping_id) : null),
  dob: (c: CustomerParent) => c.date_of_birth,
  is_subscribed: (c: CustomerParent, _: unknown, ctx: RequestContext) =>
    ctx.services.newsletter.isCustomerSubscribed(ctx, c),
  addresses: async (c: CustomerParent, _: unknown, ctx: RequestContext) =>
    (await customerAddresses(ctx, c.id)).map(withCustomer(c)),
  addressesV2: async (
    c: CustomerParent,
    args: { currentPage?: number | null; pageSize?: number | null },
    ctx: RequestContext,
  ) => {
    const currentPage = args.currentPage ?? 1;
    const pageSize = args.pageSize ?? 5;
    if (currentPage < 1) throw new InputError('currentPage value must be greater than 0.');
    if (pageSize < 1) throw new InputError('pageSize value must be greater than 0.');
    const all = (await customerAddresses(ctx, c.id)).map(withCustomer(c));
    return {
      items: all.slice((currentPage - 1) * pageSize, currentPage * pageSize),
      total_count: all.length,
      page_info: {
        page_size: pageSize,
        current_page: currentPage,
        total_pages: Math.ceil(all.length / pageSize),
      },
    };
  },
  custom_attributes: (c: CustomerParent, args: { attributeCodes?: string[] | null }) =>
    customAttributesOf(c, args.attributeCodes).map((a) => ({
      __typename: 'AttributeValue',
      uid: encodeUid(a.code),
      ...a,
    })),
  confirmation_status: (c: CustomerParent, _: unknown, ctx: RequestContext) =>
    isPendingConfirmation(c)
      ? 'ACCOUNT_CONFIRMATION_REQUIRED'
      : ctx.config.customer.requireConfirmation
        ? 'ACCOUNT_CONFIRMED'
        : 'ACCOUNT_CONFIRMATION_NOT_REQUIRED',
  allow_remote_shopping_assistance: () => false,
  orders: (_c: CustomerParent, args: CustomerOrdersArgs, ctx: RequestContext) => ordersForCustomer(ctx, args),
};

const addressFields = {
  uid: (a: AddressParent) => addressUid(a.id),
  region: (a: AddressParent) =>
    a.region_code || a.region || a.region_id
      ? { region_code: a.region_code, region: a.region, region_id: a.region_id }
      : null,
  country_id: (a: AddressParent) => a.country_code,
  street: (a: AddressParent) => JSON.parse(a.street) as string[],
  default_billing: (a: AddressParent) => a.__customer.default_billing_id === a.id,
  default_shipping: (a: AddressParent) => a.__customer.default_shipping_id === a.id,
  custom_attributes: () => [],
  custom_attributesV2: () => [],
  extension_attributes: () => [],
};

const shippingMethodOutput = (rate: ShippingRate, ctx: RequestContext) => {
  const amount = toMoney(rate.amountCents, ctx.currency);
  return {
    carrier_code: rate.carrierCode,
    carrier_title: rate.carrierTitle,
    method_code: rate.methodCode,
    method_title: rate.methodTitle,
    error_message: rate.errorMessage,
    amount,
    base_amount: amount,
    price_excl_tax: amount,
    price_incl_tax: amount,
    available: rate.available,
  };
};

/** The caller's row after an account operation, as `CustomerOutput`. */
const output = (customer: CustomerRow) => ({ customer });

export const customerResolvers: Resolvers = {
  Query: {
    customer: (_: unknown, __: unknown, ctx: RequestContext) => requireCustomer(ctx),
    // As Magento 2.4.7 with "guest checkout login" off (its default): a guest learns nothing about
    // which addresses have accounts, so any valid address is answered as available.
    isEmailAvailable: (_: unknown, args: { email: string }) => {
      validEmailOrThrow(args.email);
      return { is_email_available: true };
    },
  },
  Mutation: {
    generateCustomerToken: async (
      _: unknown,
      args: { email: string; password: string },
      ctx: RequestContext,
    ) => ({
      token: await generateCustomerToken(ctx, args.email, args.password, requestMeta(ctx)),
    }),
    revokeCustomerToken: async (_: unknown, __: unknown, ctx: RequestContext) => ({
      result: await revokeCurrentToken(ctx, requestMeta(ctx)),
    }),
    createCustomer: async (_: unknown, args: { input: CustomerFieldsInput }, ctx: RequestContext) =>
      output(await createCustomerAccount(ctx, args.input, requestMeta(ctx))),
    createCustomerV2: async (_: unknown, args: { input: CustomerFieldsInput }, ctx: RequestContext) =>
      output(await createCustomerAccount(ctx, args.input, requestMeta(ctx))),
    updateCustomer: async (_: unknown, args: { input: CustomerFieldsInput }, ctx: RequestContext) => {
      const { email, password, ...profile } = args.input;
      if (email) await updateCustomerEmail(ctx, email, password ?? '');
      return output(await updateCustomerProfile(ctx, profile));
    },
    updateCustomerV2: async (_: unknown, args: { input: CustomerFieldsInput }, ctx: RequestContext) =>
      output(await updateCustomerProfile(ctx, args.input)),
    updateCustomerEmail: async (_: unknown, args: { email: string; password: string }, ctx: RequestContext) =>
      output(await updateCustomerEmail(ctx, args.email, args.password)),
    changeCustomerPassword: (
      _: unknown,
      args: { currentPassword: string; newPassword: string },
      ctx: RequestContext,
    ) => changeCustomerPassword(ctx, args.currentPassword, args.newPassword, requestMeta(ctx)),
    requestPasswordResetEmail: (_: unknown, args: { email: string }, ctx: RequestContext) =>
      requestPasswordReset(ctx, args.email, requestMeta(ctx)),
    resetPassword: (
      _: unknown,
      args: { email: string; resetPasswordToken: string; newPassword: string },
      ctx: RequestContext,
    ) => resetPassword(ctx, args.email, args.resetPasswordToken, args.newPassword),
    deleteCustomer: (_: unknown, __: unknown, ctx: RequestContext) => deleteCustomerAccount(ctx),
    confirmEmail: async (
      _: unknown,
      args: { input: { email: string; confirmation_key: string } },
      ctx: RequestContext,
    ) => output(await confirmEmail(ctx, args.input.email, args.input.confirmation_key)),
    resendConfirmationEmail: (_: unknown, args: { email: string }, ctx: RequestContext) =>
      resendConfirmation(ctx, args.email, requestMeta(ctx)),
    createCustomerAddress: async (_: unknown, args: { input: CustomerAddressInput }, ctx: RequestContext) =>
      addressOutput(ctx, await createCustomerAddress(ctx, args.input)),
    updateCustomerAddress: async (
      _: unknown,
      args: { id: number; input?: CustomerAddressInput | null },
      ctx: RequestContext,
    ) => addressOutput(ctx, await updateCustomerAddress(ctx, args.id, args.input)),
    deleteCustomerAddress: (_: unknown, args: { id: number }, ctx: RequestContext) =>
      deleteCustomerAddress(ctx, args.id),
    updateCustomerAddressV2: async (
      _: unknown,
      args: { uid: string; input?: CustomerAddressInput | null },
      ctx: RequestContext,
    ) => addressOutput(ctx, await updateCustomerAddress(ctx, decodeAddressUid(args.uid), args.input)),
    deleteCustomerAddressV2: (_: unknown, args: { uid: string }, ctx: RequestContext) =>
      deleteCustomerAddress(ctx, decodeAddressUid(args.uid)),
    estimateShippingMethods: async (_: unknown, args: { input: EstimateInput }, ctx: RequestContext) =>
      (await ctx.services.cart.estimateShippingMethods(ctx, args.input)).map((r) =>
        shippingMethodOutput(r, ctx),
      ),
    estimateTotals: async (_: unknown, args: { input: EstimateInput }, ctx: RequestContext) => ({
      cart: await ctx.services.cart.estimateTotals(ctx, args.input),
    }),
  },
  Customer: customerFields,
  CustomerAddress: addressFields,
  AttributeValueInterface: {
    resolveType: (value: { selected_options?: unknown }) =>
      value.selected_options ? 'AttributeSelectedOptions' : 'AttributeValue',
  },
  AttributeSelectedOptionInterface: { resolveType: () => 'AttributeSelectedOption' },
  CustomerOrder: {
    payment_date: (o: OrderRow) => (o.paid_at ? orderTimestamp(o.paid_at) : null),
  },
  StoreConfig: {
    create_account_confirmation: (_: unknown, __: unknown, ctx: RequestContext) =>
      ctx.config.customer.requireConfirmation,
  },
};
