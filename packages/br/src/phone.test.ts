import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it.each([
    ['11987654321', '(11) 98765-4321'],
    ['1134567890', '(11) 3456-7890'],
    ['(11) 98765-4321', '(11) 98765-4321'],
    ['11 3456 7890', '(11) 3456-7890'],
    ['+55 11 98765-4321', '(11) 98765-4321'],
    ['551134567890', '(11) 3456-7890'],
    ['011987654321', '(11) 98765-4321'],
    ['01134567890', '(11) 3456-7890'],
  ])('formats %s as %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it.each(['0800 123 4567', '12345', '+1 415 555 0100', '', '  9876-5432 '])(
    'leaves %j as given (trimmed)',
    (input) => {
      expect(formatPhone(input)).toBe(input.trim());
    },
  );
});
