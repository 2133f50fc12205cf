import { describe, expect, it } from 'vitest';
import { errorMessage } from './http';

describe('errorMessage', () => {
  it("says a refusal in the screen's language, Portuguese unless English is chosen", () => {
    const body = {
      message: 'Maximum SearchCriteria pageSize is %max',
      parameters: { max: 300 },
    };
    expect(errorMessage(body, 400)).toBe('Uma página da lista mostra no máximo 300 itens.');
    expect(errorMessage(body, 400, 'en')).toBe('A page of the list shows at most 300 items.');
  });

  it("keeps the server's text for a message it does not know, and names the status without one", () => {
    expect(errorMessage({ message: 'Maximum %1 rows', parameters: ['300'] }, 400)).toBe('Maximum 300 rows');
    expect(errorMessage(undefined, 404)).toBe('HTTP 404');
    expect(errorMessage(undefined, 502)).toBe('ra.notification.http_error');
  });
});
