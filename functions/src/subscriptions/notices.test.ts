import { describe, expect, it } from 'vitest';
import { digestWeek } from './digest';
import { noticeMail } from './notice-mail';
import { buildNotice, noticeOnSave } from './notices';
import { runInSchool } from '../tenancy/current-school';

const ORIGIN = 'https://colegio.example.edu.co';
const NOW = Date.parse('2026-12-09T15:00:00Z');
const inSchool = <T>(fn: () => T) => runInSchool({ id: 'sanjose', base: '', origin: ORIGIN }, fn);

const circular = {
  title: 'Salida pedagógica',
  kind: 'circular',
  summary: 'Al museo.',
  publishAt: '2026-12-09T14:00:00.000Z',
  slug: 'salida-pedagogica',
  attachment: 'circular 12.pdf',
  estado: 'publicado',
  enterado: 'si',
  avisoSedes: ['Sede Centro'],
};

describe('when a save tells the families', () => {
  it('tells of a circular that this save made public, with absolute links and its audience', () => {
    const notice = inSchool(() => noticeOnSave('noticias', 'abc', null, circular, NOW))!;
    expect(notice).toMatchObject({
      coleccion: 'noticias',
      registro: 'abc',
      tema: 'circulares',
      version: 1,
      estado: 'pendiente',
      enlace: `${ORIGIN}/noticias/salida-pedagogica`,
      pdf: `${ORIGIN}/media/circular%2012.pdf`,
      enterado: true,
      sedes: ['Sede Centro'],
      grados: [],
    });
  });

  it('tells nothing of «No notificar», a draft, a scheduled item, an edit of a public item or another collection', () => {
    inSchool(() => {
      expect(noticeOnSave('noticias', 'a', null, { ...circular, notificar: 'no' }, NOW)).toBeNull();
      expect(noticeOnSave('noticias', 'a', null, { ...circular, estado: 'borrador' }, NOW)).toBeNull();
      expect(
        noticeOnSave('noticias', 'a', null, { ...circular, publishAt: '2026-12-10T00:00:00.000Z' }, NOW),
      ).toBeNull();
      expect(noticeOnSave('noticias', 'a', circular, { ...circular, summary: 'Otro.' }, NOW)).toBeNull();
      expect(noticeOnSave('galerias', 'a', null, circular, NOW)).toBeNull();
    });
  });

  it('tells of a draft published by this save, and of an event, which is public from its creation', () => {
    inSchool(() => {
      expect(
        noticeOnSave('noticias', 'a', { ...circular, estado: 'borrador' }, circular, NOW),
      ).not.toBeNull();
      const event = noticeOnSave(
        'eventos',
        'e',
        null,
        { title: 'Izada', start: '2026-12-20T13:00:00.000Z', end: '2026-12-20T15:00:00.000Z', slug: 'izada' },
        NOW,
      );
      expect(event).toMatchObject({
        tema: 'eventos',
        enlace: `${ORIGIN}/eventos/izada`,
        pdf: null,
        enterado: false,
      });
    });
  });
});

describe('the notice mail', () => {
  it('escapes the item in the HTML, carries both unsubscribe headers and no one else’s words', () => {
    const notice = inSchool(() =>
      buildNotice('noticias', 'x', { ...circular, title: '<script>alert(1)</script> & más' }, 1, NOW),
    );
    const links = {
      confirmar: `${ORIGIN}/suscripcion/confirmar?t=c`,
      preferencias: `${ORIGIN}/suscripcion/preferencias?t=p`,
      baja: `${ORIGIN}/suscripcion/baja?t=b`,
      oneClick: `${ORIGIN}/api/suscripciones/baja?t=b`,
      enterado: `${ORIGIN}/suscripcion/enterado?t=e&x=1`,
    };
    const mail = noticeMail(
      notice,
      { aviso: 'n', suscriptor: 's', email: 'a@b.co' },
      links,
      'Colegio "San José"',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; más');
    expect(mail.html).toContain('href="https://colegio.example.edu.co/suscripcion/enterado?t=e&amp;x=1"');
    expect(mail.text).toContain(links.enterado);
    expect(mail.text).toContain(links.preferencias);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.to).toEqual({ email: 'a@b.co', subscriber: true });
  });
});

describe('the weekly digest', () => {
  it('is due from Monday 6:00 in Bogotá and tells of the week before, Monday to Monday', () => {
    expect(digestWeek(Date.parse('2026-12-07T11:00:00Z'))).toEqual({
      monday: '2026-12-07',
      from: '2026-11-30T05:00:00.000Z',
      to: '2026-12-07T05:00:00.000Z',
    });
    // 5:59 on Monday in Bogotá: still the week before's digest.
    expect(digestWeek(Date.parse('2026-12-07T10:59:00Z')).monday).toBe('2026-11-30');
    expect(digestWeek(Date.parse('2026-12-09T15:00:00Z')).monday).toBe('2026-12-07');
  });
});
