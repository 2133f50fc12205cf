import { describe, expect, it } from 'vitest';
import { errorMessage } from './http';

describe('errorMessage', () => {
  it('fills named parameters, as Magento sends them', () => {
    expect(
      errorMessage(
        {
          message: "The consumer isn't authorized to access %resources.",
          parameters: { resources: 'Magento_Catalog::products' },
        },
        401,
      ),
    ).toBe("The consumer isn't authorized to access Magento_Catalog::products.");
  });

  it('fills positional parameters', () => {
    expect(errorMessage({ message: 'Maximum SearchCriteria pageSize is %1', parameters: ['300'] }, 400)).toBe(
      'Maximum SearchCriteria pageSize is 300',
    );
  });

  it('adds the aggregate errors and leaves unknown placeholders', () => {
    expect(
      errorMessage(
        {
          message: 'One or more input exceptions have occurred.',
          errors: [
            { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'otp' } },
          ],
        },
        400,
      ),
    ).toBe('One or more input exceptions have occurred. "otp" is required. Enter and try again.');
    expect(errorMessage({ message: 'Keep %this' }, 400)).toBe('Keep %this');
  });

  it('names the status when the body has no message', () => {
    expect(errorMessage(undefined, 404)).toBe('HTTP 404');
    expect(errorMessage(undefined, 502)).toBe('ra.notification.http_error');
  });
});
