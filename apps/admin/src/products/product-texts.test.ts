import { describe, expect, it } from 'vitest';
import { viewTexts, viewTextsBody } from './product-texts';

const product = (name: string, description: string, meta_title?: string) => ({
  name,
  custom_attributes: [
    { attribute_code: 'description', value: description },
    ...(meta_title ? [{ attribute_code: 'meta_title', value: meta_title }] : []),
  ],
});

describe('a store view’s product texts in the form', () => {
  it('shows only what the view overrides; a text equal to the default is inherited', () => {
    const base = product('Grampeador de Mesa', '<p>Grampeia 20 folhas.</p>', 'Grampeador');
    const english = product('Desk Stapler', '<p>Grampeia 20 folhas.</p>', 'Grampeador');
    expect(viewTexts(english, base)).toEqual({
      name: 'Desk Stapler',
      description: '',
      short_description: '',
      meta_title: '',
      meta_description: '',
    });
  });

  it('sends the changed texts only, an emptied one as "" (use the default again)', () => {
    const had = { name: 'Desk Stapler', description: '', meta_title: 'Stapler' };
    expect(viewTextsBody({ ...had }, had)).toBeUndefined();
    expect(viewTextsBody({ ...had, name: 'Office Stapler', meta_title: '' }, had)).toEqual({
      product: { name: 'Office Stapler', custom_attributes: [{ attribute_code: 'meta_title', value: '' }] },
    });
    // The rich-text editor's empty document is no text: nothing changed.
    expect(viewTextsBody({ ...had, description: '<p></p>' }, had)).toBeUndefined();
    expect(viewTextsBody({ ...had, description: '<p>Staples 20 sheets.</p>' }, had)).toEqual({
      product: { custom_attributes: [{ attribute_code: 'description', value: '<p>Staples 20 sheets.</p>' }] },
    });
  });
});
