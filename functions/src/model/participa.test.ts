import { describe, expect, it } from 'vitest';
import { participa } from './collections/participa';
import { findParticipaPage, PARTICIPA_PAGES, PARTICIPA_SECTIONS, participaPath } from './participa';
import { PAGES } from './pages';
import { validateRecord } from './schema';

describe('the Participa menu (Resolución 1519 de 2020, Anexo 2, category 6)', () => {
  it("has the six sections of Función Pública's guideline, in its order", () => {
    expect(PARTICIPA_SECTIONS.map((s) => s.name)).toEqual([
      'Diagnóstico e identificación de problemas',
      'Planeación y presupuesto participativo',
      'Consulta ciudadana',
      'Colaboración e innovación abierta',
      'Rendición de cuentas',
      'Control social',
    ]);
  });

  it('gives five of them the agreed addresses and links rendición de cuentas to its existing page', () => {
    expect(PARTICIPA_SECTIONS.map(participaPath)).toEqual([
      '/participa/diagnostico',
      '/participa/planeacion',
      '/participa/consulta',
      '/participa/colaboracion',
      '/rendicioncuentas',
      '/participa/control-social',
    ]);
    const registered = PAGES.map((page: { path: string }) => page.path);
    expect(registered).toContain('/participa');
    expect(registered).toContain('/participa/:seccion');
    expect(registered).toContain('/rendicioncuentas');
    expect(findParticipaPage('rendicion-de-cuentas')).toBeUndefined();
    expect(findParticipaPage('consulta')?.name).toBe('Consulta ciudadana');
    expect(findParticipaPage(undefined)).toBeUndefined();
  });

  it("offers the five sections with a page, and only them, as an entry's section", () => {
    const options = participa.fields.seccion.options.map((o) => o.value);
    expect(options).toEqual(PARTICIPA_PAGES.map((s) => s.slug));
    const entry = {
      seccion: 'consulta',
      title: 'Proyecto de manual',
      link: 'https://example.gov.co/proyecto',
    };
    expect(validateRecord(participa, entry, { partial: false })).toMatchObject({ ok: true });
    expect(
      validateRecord(participa, { ...entry, seccion: 'rendicion-de-cuentas' }, { partial: false }),
    ).toMatchObject({
      ok: false,
      field: 'seccion',
    });
  });

  it('refuses an entry that is only a title, and a link that is not https', () => {
    expect(
      validateRecord(participa, { seccion: 'diagnostico', title: 'Encuesta' }, { partial: false }),
    ).toMatchObject({
      ok: false,
      field: 'description',
      message:
        'Debe llenar al menos uno de estos campos: «Texto», «Documento PDF» o «Enlace (encuesta, formulario, transmisión…)».',
    });
    expect(
      validateRecord(
        participa,
        { seccion: 'diagnostico', title: 'Encuesta', link: 'javascript:alert(1)' },
        { partial: false },
      ),
    ).toMatchObject({ ok: false, field: 'link' });
  });
});
