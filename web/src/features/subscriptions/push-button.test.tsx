/** «Avisos en este teléfono» as the server renders it, and the key the browser is given. */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PushButton } from './push-button';
import { keyBytes } from './push-browser';

describe('PushButton on the server', () => {
  it('says where notices work before any script runs, and offers no button it cannot keep', () => {
    const html = renderToString(<PushButton base="/lasacacias" sedes={['Principal']} />);
    expect(html).toContain('Avisos en este teléfono');
    expect(html).toContain('Agregar a inicio');
    expect(html).toContain('Chrome, Firefox y Edge');
    expect(html).toContain('se necesita JavaScript');
    expect(html).not.toContain('<button');
  });
});

describe('keyBytes', () => {
  it('reads a base64url key, padded or not', () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i * 37 + 4) % 256);
    const base64url = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect([...keyBytes(base64url)]).toEqual([...bytes]);
    expect([...keyBytes(`${base64url}=`)]).toEqual([...bytes]);
  });
});
