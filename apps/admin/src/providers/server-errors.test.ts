import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ruleErrorField } from '../marketing/sales-rule-body';
import { asFormError, formErrors } from './server-errors';

describe('server refusals by form field', () => {
  it('puts a schema problem beside its field, unwrapped from the body wrapper', () => {
    expect(
      formErrors(
        {
          message: 'The "%fieldName" value is invalid: %reason.',
          parameters: {
            fieldName: 'rule.extension_attributes.coupon_code',
            reason: 'must match pattern "^[A-Za-z0-9_-]+$"',
          },
        },
        400,
        ruleErrorField,
        'pt',
      ),
    ).toEqual({
      message: 'admin.errors.pattern',
      errors: { 'extension_attributes.coupon_code': 'admin.errors.pattern' },
    });
  });

  it("reads every problem of Magento's aggregate and the services' own wording", () => {
    const result = formErrors(
      {
        message: 'One or more input exceptions have occurred.',
        errors: [
          {
            message: '"%fieldName" is required. Enter and try again.',
            parameters: { fieldName: 'rule.name' },
          },
          {
            message: 'Invalid value of "%value" provided for the %fieldName field.',
            parameters: { fieldName: 'rule.simple_action', value: 'x' },
          },
        ],
      },
      400,
      ruleErrorField,
      'pt',
    );
    expect(result).toEqual({
      message:
        'Há problemas nos dados informados: Preencha "rule.name". O valor "x" não vale para o campo rule.simple_action.',
      errors: { name: 'admin.errors.required', simple_action: 'admin.errors.invalid' },
    });
    expect(
      formErrors(
        { message: 'Invalid value of "150" provided for the discount_amount field.' },
        400,
        ruleErrorField,
        'pt',
      ),
    ).toEqual({ message: 'admin.errors.invalid', errors: { discount_amount: 'admin.errors.invalid' } });
    expect(
      formErrors({ message: 'Coupon with the same code already exists.' }, 400, ruleErrorField).errors,
    ).toEqual({ 'extension_attributes.coupon_code': 'admin.errors.coupon_exists' });
    expect(formErrors({ message: 'End Date must follow Start Date.' }, 400, ruleErrorField).errors).toEqual({
      to_date: 'admin.errors.dates',
    });
  });

  it('leaves fields the form does not have, and unknown messages, to the notification', () => {
    // "Required." alone would not say which: the whole sentence names the field.
    expect(
      formErrors(
        {
          message: '"%fieldName" is required. Enter and try again.',
          parameters: { fieldName: 'rule.website_ids' },
        },
        400,
        ruleErrorField,
        'pt',
      ),
    ).toEqual({ message: 'Preencha "rule.website_ids".', errors: {} });
    expect(formErrors({ message: 'Something else.' }, 400, undefined, 'pt')).toEqual({
      message: 'Something else.',
      errors: {},
    });
    // A service's refusal with no short word: its sentence beside its field, in the language.
    expect(
      formErrors(
        { message: 'Integration with name "%1" exists.', parameters: ['erp'] },
        400,
        undefined,
        'en',
      ),
    ).toEqual({
      message: 'An integration named "erp" already exists.',
      errors: { name: 'An integration named "erp" already exists.' },
    });
    // A duplicate staff e-mail goes beside the e-mail the invitation form has.
    expect(
      formErrors(
        { message: 'A user with the same user name or email already exists.' },
        400,
        undefined,
        'pt',
      ),
    ).toEqual({ message: 'admin.errors.email_exists', errors: { email: 'admin.errors.email_exists' } });
  });

  it('takes the field from the placeholder that holds it', () => {
    expect(
      formErrors(
        { message: 'Required parameters are missing: %1', parameters: ['firstname'] },
        400,
        undefined,
        'pt',
      ),
    ).toEqual({ message: 'admin.errors.required', errors: { firstname: 'admin.errors.required' } });
  });

  it("rebuilds a 400's HttpError for react-admin and leaves other errors alone", () => {
    const refused = asFormError(
      new HttpError('x', 400, { message: 'A page URL key for specified store already exists.' }),
    ) as HttpError;
    expect(refused.message).toBe('admin.errors.identifier_exists');
    expect(refused.body).toEqual({
      magento: { message: 'A page URL key for specified store already exists.' },
      errors: {
        identifier: 'admin.errors.identifier_exists',
        root: { serverError: 'admin.errors.identifier_exists' },
      },
    });
    const aggregate = asFormError(
      new HttpError('Many', 400, { message: 'Many', errors: [{ message: 'Unknown' }] }),
    ) as HttpError;
    // Magento's own list would read as form fields 0, 1…: it is kept aside.
    expect(aggregate.body.errors).toBeUndefined();
    const denied = new HttpError('no', 401, {});
    expect(asFormError(denied)).toBe(denied);
  });
});
