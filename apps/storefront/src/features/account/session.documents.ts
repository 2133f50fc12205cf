import { graphql } from '../../lib/typed-document';

/** Login and logout (Magento CustomerGraphQl), run by the /session route handlers. */

export const GenerateCustomerToken = graphql<
  { generateCustomerToken: { token: string | null } | null },
  { email: string; password: string }
>(`
  mutation GenerateCustomerToken($email: String!, $password: String!) {
    generateCustomerToken(email: $email, password: $password) {
      token
    }
  }
`);

export const RevokeCustomerToken = graphql<{ revokeCustomerToken: { result: boolean } | null }>(`
  mutation RevokeCustomerToken {
    revokeCustomerToken {
      result
    }
  }
`);
