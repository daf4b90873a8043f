/** The answer's check, which the admin's form and the function both run (formatted answer). */
import { describe, expect, it } from 'vitest';
import { checkPqrsdAnswerText, PQRSD_ANSWER_REQUIRED } from './pqrsd-answer';
import { richTextFrom } from './rich-text';

const doc = richTextFrom('Su certificado está listo.');
const withLink = (href: string) => ({
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [{ type: 'text', text: 'aquí', marks: [{ type: 'link', attrs: { href } }] }],
    },
  ],
});

describe('checkPqrsdAnswerText', () => {
  it('takes a document, as an object or as the JSON a multipart form carries', () => {
    expect(checkPqrsdAnswerText(doc)).toEqual({ ok: true, doc });
    expect(checkPqrsdAnswerText(JSON.stringify(doc))).toEqual({ ok: true, doc });
  });

  it('refuses an answer without words with the one Spanish sentence', () => {
    for (const empty of [
      undefined,
      null,
      '',
      '  ',
      { type: 'doc', content: [] },
      JSON.stringify({ type: 'doc', content: [{ type: 'paragraph' }] }),
    ]) {
      expect(checkPqrsdAnswerText(empty)).toEqual({ ok: false, message: PQRSD_ANSWER_REQUIRED });
    }
  });

  it('refuses what every formatted text refuses, saying why in Spanish', () => {
    const refused = [
      'Una respuesta en texto plano',
      '<p>HTML</p>',
      withLink('javascript:alert(1)'),
      withLink('data:text/html,<script>alert(1)</script>'),
      { type: 'doc', content: [{ type: 'script', content: [] }] },
      { type: 'doc', content: [{ type: 'paragraph', attrs: { onclick: 'alert(1)' }, content: [] }] },
      { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 5 }] }] },
    ];
    for (const value of refused) {
      const check = checkPqrsdAnswerText(value);
      expect(check.ok, JSON.stringify(value)).toBe(false);
      expect(!check.ok && check.message).toMatch(/^La respuesta .+\.$/);
    }
  });
});
