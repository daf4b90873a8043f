import { describe, expect, it } from 'vitest';
import { FOOTER_ELEMENTS, footerContact, type SchoolFooterSettings } from './govco-footer';

const SCHOOL: SchoolFooterSettings = {
  title: 'Institución Educativa San José',
  address: 'Calle 10 # 12-34',
  postalCode: '050001',
  hours: '',
  phoneOne: '(604) 444 1234',
  phoneTwo: ' ',
  email: 'contacto@iesanjose.edu.co',
  judicialEmail: '',
  facebook: '',
  youtubeChannel: '',
  instagram: '',
  xAccount: '',
};

const SHELL = {
  name: 'Secretaría de Educación de Villa del Río',
  tollFree: '01 8000 91 0101',
  anticorruption: '01 8000 91 2667',
  hours: 'Lunes a viernes, 8:00 a. m. a 4:00 p. m.',
  youtube: 'https://www.youtube.com/@sed',
};

describe('the GOV.CO footer', () => {
  it('lists the fourteen elements the conformity check looks for, with Spanish labels', () => {
    expect(FOOTER_ELEMENTS.map((e) => e.key)).toEqual([
      'entidad',
      'direccion',
      'horario',
      'telefono',
      'linea-gratuita',
      'linea-anticorrupcion',
      'correo',
      'notificaciones-judiciales',
      'redes',
      'privacidad',
      'terminos',
      'derechos-de-autor',
      'accesibilidad',
      'mapa-del-sitio',
    ]);
  });

  it('takes the school’s values, the Secretaría’s shared lines, and its defaults where the school has none', () => {
    expect(footerContact(SCHOOL, SHELL)).toEqual({
      entity: SCHOOL.title,
      address: SCHOOL.address,
      postalCode: '050001',
      hours: SHELL.hours,
      phones: ['(604) 444 1234'],
      tollFree: SHELL.tollFree,
      anticorruption: SHELL.anticorruption,
      email: SCHOOL.email,
      social: [{ network: 'youtube', url: SHELL.youtube, label: `YouTube de ${SHELL.name}` }],
    });
  });

  it('prefers the school’s own hours and accounts; without a platform, only the school’s', () => {
    const own = { ...SCHOOL, hours: 'Lunes a viernes', instagram: 'https://www.instagram.com/iesanjose' };
    const contact = footerContact(own, SHELL);
    expect(contact.hours).toBe('Lunes a viernes');
    expect(contact.social).toEqual([
      { network: 'instagram', url: own.instagram, label: 'Instagram de la institución' },
    ]);
    const alone = footerContact(SCHOOL);
    expect(alone.tollFree).toBeUndefined();
    expect(alone.anticorruption).toBeUndefined();
    expect(alone.hours).toBeUndefined();
    expect(alone.judicialEmail).toBeUndefined();
    expect(alone.social).toEqual([]);
  });
});
