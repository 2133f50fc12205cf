'use client';

import dynamic from 'next/dynamic';

// The request forms (react-hook-form, zod, the Brazilian validators) are rendered by the
// catch-all route's CMS pages. Loaded through next/dynamic (still server-rendered), their code
// is only sent with the pages that show them, not with every product, category or CMS page.
export const ContactForm = dynamic(() => import('./contact-form').then((module) => module.ContactForm));
export const CareersForm = dynamic(() => import('./careers-form').then((module) => module.CareersForm));
export const QuoteForm = dynamic(() => import('./quote-form').then((module) => module.QuoteForm));
export const ReturnForm = dynamic(() => import('./return-form').then((module) => module.ReturnForm));
