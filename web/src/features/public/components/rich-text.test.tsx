/**
 * Decision 0011: a long text stored before it became formatted text looks the same. The pages drew
 * plain texts with Paragraphs and lists with BulletList (this folder's rich-text.tsx); the
 * formatted-text renderer must draw the same elements for the same stored value, read as is or
 * migrated to its document.
 */
import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { richTextFrom } from '@model/public';
import { RichText } from '@/components/rich-text';
import { BulletList, Paragraphs } from './rich-text';

const html = (ui: React.ReactElement) => render(ui).container.innerHTML;

it.each([
  'Una sola línea.',
  'Primera línea.\nSegunda línea.',
  '  Con espacios y líneas en blanco.  \n\n\n  Otra.\n',
  'Texto con <b>etiquetas</b> escritas a mano & símbolos.',
  '',
])('draws the plain text %j as the old paragraphs did', (text) => {
  const old = html(<Paragraphs text={text.trim()} className="lead" />);
  expect(html(<RichText value={text} className="lead" />)).toBe(old);
  expect(html(<RichText value={richTextFrom(text)} className="lead" />)).toBe(old);
});

it('draws a list of texts as the old bullet list did', () => {
  const items = ['Respeto', 'Responsabilidad', 'Solidaridad'];
  const old = html(<BulletList items={items} className="list" />);
  expect(html(<RichText value={items} listClassName="list" />)).toBe(old);
  expect(html(<RichText value={richTextFrom(items)} listClassName="list" />)).toBe(old);
});
