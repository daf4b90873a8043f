/**
 * /admin/indice-transparencia, "Índice de transparencia" (decision 0022): the ITA
 * matrix as the school answers it. The picture first (count per status, a bar per category),
 * then the items that need attention (not met, stale, pending), then the rest; each item opens
 * to its edit form. The CSV in the Procuraduría's column order downloads with the token; "Copiar
 * para hoja de cálculo" puts the same rows, tab-separated, on the clipboard for the secretary to
 * paste. The list is the route's loader, read fresh; a save is the route's action.
 */
import { useCallback, useMemo, useState } from 'react';
import { data, Link, useLoaderData, type ActionFunctionArgs } from 'react-router-dom';
import { checkItaState, ITA_CSV_COLUMNS, itaRow, tsvText, type ItaItemView } from '@model';
import { ADMIN_PATHS } from '@/config/paths';
import { Spinner } from '@/components/spinner';
import { deferredRead, type AdminSession } from '../admin-session';
import { PageHeader } from '../pages/page-header';
import { RouteDeferred } from '../components/route-deferred';
import { ProblemAlert } from '../components/problem-alert';
import { Notice } from '../components/notice';
import { problemFrom } from '../form/problem';
import { useStaffDownload } from '../pqrsd/use-staff-download';
import {
  ITA_CSV_PATH,
  readChecklist,
  readConformity,
  runConformityNow,
  saveItaItem,
  type ItaChecklist,
} from './ita-api';
import { ConformityPanel } from './conformity-panel';
import { ItaDashboard } from './ita-dashboard';
import { ItaItem, type ItaActionResult } from './ita-item';
import { ITA_TEXT } from './ita-text';
import './ita.css';

interface ItaData {
  checklist: Promise<ItaChecklist>;
  conformity: Promise<Awaited<ReturnType<typeof readConformity>>>;
}

export function itaLoader(session: AdminSession) {
  return ({ request }: { request: Request }): ItaData => ({
    checklist: deferredRead(session.token().then((token) => readChecklist(token, request.signal))),
    conformity: deferredRead(session.token().then((token) => readConformity(token, request.signal))),
  });
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/** The form's fields as the API's body: evidence one per line, the period a number. */
export function itaInputOf(form: FormData) {
  const days = text(form, 'reviewPeriodDays').trim();
  return {
    status: text(form, 'status'),
    evidence: text(form, 'evidence')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    reason: text(form, 'reason'),
    responsible: text(form, 'responsible'),
    ...(days ? { reviewPeriodDays: Number(days) } : {}),
  };
}

export function itaAction(session: AdminSession) {
  return async ({ request }: ActionFunctionArgs) => {
    const form = await request.formData();
    if (text(form, 'intent') === 'conformidad') {
      try {
        await runConformityNow(await session.token());
        return data<ItaActionResult>({ id: '', conformityRan: true });
      } catch (err) {
        return data<ItaActionResult>({ id: '', conformityProblem: problemFrom(err).message }, 409);
      }
    }
    const id = text(form, 'id');
    // The model's check first: the same sentence the server would answer, without the round trip.
    const checked = checkItaState(itaInputOf(form));
    if (!checked.ok) return data<ItaActionResult>({ id, problem: checked.message }, 400);
    try {
      const saved = await saveItaItem(id, await session.token(), checked.input);
      return data<ItaActionResult>({ id, notice: ITA_TEXT.saved(saved.number), item: saved });
    } catch (err) {
      return data<ItaActionResult>({ id, problem: problemFrom(err).message }, 400);
    }
  };
}

/**
 * A save answers the stored item, which the screen shows in place: the list is not read again
 * (that would redraw the whole screen, closing the item being edited).
 */
export function itaShouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: {
  actionResult?: unknown;
  defaultShouldRevalidate: boolean;
}): boolean {
  // "Revisar ahora" changes the checklist's items: it is read again, with the new report.
  if ((actionResult as ItaActionResult | undefined)?.conformityRan) return true;
  return actionResult ? false : defaultShouldRevalidate;
}

/** What to look at first: not met, then stale, then pending; the matrix order within each. */
const attentionRank = (item: ItaItemView) =>
  item.status === 'no_cumple' ? 0 : item.stale ? 1 : item.status === 'pendiente' ? 2 : 3;

export function ItaPage() {
  const { checklist, conformity } = useLoaderData<ItaData>();
  const loading = <Spinner label={ITA_TEXT.loading} />;
  return (
    <section className="adm-page ita-page">
      <PageHeader title={ITA_TEXT.title} subtitle={ITA_TEXT.subtitle}>
        <Link className="adm-btn" to={ADMIN_PATHS.home}>
          {ITA_TEXT.back}
        </Link>
      </PageHeader>
      <ConformityPanel report={conformity} />
      <RouteDeferred
        resolve={checklist}
        loading={loading}
        retryLabel={ITA_TEXT.retry}
        report="Error al cargar el índice de transparencia:"
      >
        {(list) => <Checklist list={list} />}
      </RouteDeferred>
    </section>
  );
}

function Checklist({ list }: { list: ItaChecklist }) {
  const { download, problem } = useStaffDownload();
  const [copyNote, setCopyNote] = useState<string | null>(null);
  // Items saved during this visit, shown in place (the picture counts them too).
  const [saved, setSaved] = useState<Record<string, ItaItemView>>({});
  const onSaved = useCallback(
    (item: ItaItemView) => setSaved((s) => (s[item.id] === item ? s : { ...s, [item.id]: item })),
    [],
  );
  const items = list.items.map((item) => saved[item.id] ?? item);
  // The order as read: an item being edited stays where it is until the screen is opened again.
  const { attention, rest } = useMemo(() => {
    const ranked = list.items.map((item, i) => ({ item, i, rank: attentionRank(item) }));
    ranked.sort((a, b) => a.rank - b.rank || a.i - b.i);
    return {
      attention: ranked.filter((r) => r.rank < 3).map((r) => r.item.id),
      rest: ranked.filter((r) => r.rank === 3).map((r) => r.item.id),
    };
  }, [list]);
  const byId = new Map(items.map((item) => [item.id, item]));

  async function copy() {
    const text = tsvText(
      ITA_CSV_COLUMNS,
      list.items.map((v) => itaRow(v, window.location.origin)),
    );
    try {
      await navigator.clipboard.writeText(text);
      setCopyNote(ITA_TEXT.copied);
    } catch {
      setCopyNote(ITA_TEXT.copyFailed);
    }
  }

  return (
    <>
      <p className="ita-actions">
        <button
          type="button"
          className="adm-btn"
          onClick={() => void download(ITA_CSV_PATH, ITA_TEXT.csvName)}
        >
          {ITA_TEXT.csv}
        </button>
        <button type="button" className="adm-btn" onClick={() => void copy()}>
          {ITA_TEXT.copy}
        </button>
      </p>
      <ProblemAlert message={problem} />
      <Notice message={copyNote} />
      <ItaDashboard items={items} />
      <section aria-labelledby="ita-attention">
        <h2 id="ita-attention" className="ita-heading">
          {ITA_TEXT.attention} ({attention.length})
        </h2>
        <p className="adm-field__hint">
          {attention.length ? ITA_TEXT.attentionIntro : ITA_TEXT.attentionNone}
        </p>
        <ul className="ita-items">
          {attention.map((id) => (
            <ItaItem key={id} item={byId.get(id)!} onSaved={onSaved} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="ita-rest">
        <h2 id="ita-rest" className="ita-heading">
          {ITA_TEXT.rest} ({rest.length})
        </h2>
        <ul className="ita-items">
          {rest.map((id) => (
            <ItaItem key={id} item={byId.get(id)!} onSaved={onSaved} />
          ))}
        </ul>
      </section>
    </>
  );
}
