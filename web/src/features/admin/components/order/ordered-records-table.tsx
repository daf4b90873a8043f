/**
 * The admin table of an orderable collection: rows dragged with the mouse or moved
 * with "Subir"/"Bajar" (keyboard and screen readers), each move saved at once, and a live region
 * saying "Orden guardado" or why it failed. @dnd-kit is imported only here, inside the lazy admin
 * chunk, so public pages never load it (scripts/bench/bundle.ts checks).
 */
import { createContext, useContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DraggableSyntheticListeners,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { AnyRecord, CollectionName } from '@model';
import { RecordsTable, type RowOrderSlot } from '../records-table';
import { ORDER_TEXT, useReorder, type OrderStatus } from './use-reorder';

/** The handle of a row reaches the row's drag listeners through context (rendered in a cell). */
const HandleContext = createContext<{
  ref: (el: HTMLElement | null) => void;
  listeners: DraggableSyntheticListeners;
} | null>(null);

/** The row the last button move moved: marked for a moment so the eye finds it. */
const MovedContext = createContext<string | null>(null);

function SortableRow({ id, children }: { id: string; children: ReactNode }) {
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } = useSortable({
    id,
  });
  const moved = useContext(MovedContext) === id;
  return (
    <HandleContext.Provider value={{ ref: setActivatorNodeRef, listeners }}>
      <tr
        ref={setNodeRef}
        data-order-row={id}
        data-moved={moved || undefined}
        className={isDragging ? 'adm-table__row--dragging' : moved ? 'adm-table__row--moved' : undefined}
        // Rows only move up and down.
        style={{
          transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined,
          transition,
        }}
      >
        {children}
      </tr>
    </HandleContext.Provider>
  );
}

/** Mouse and touch only: keyboard and screen-reader users have the buttons next to it. */
function DragHandle() {
  const handle = useContext(HandleContext);
  return (
    <span
      ref={handle?.ref}
      {...handle?.listeners}
      className="adm-order__handle"
      aria-hidden="true"
      title={ORDER_TEXT.drag}
    >
      ⠿
    </span>
  );
}

const rowName = (record: AnyRecord) =>
  typeof record.title === 'string' && record.title ? record.title : record._id;

function StatusLine({ status }: { status: OrderStatus }) {
  return (
    <>
      {/* Always in the page, so screen readers announce what is written into it. */}
      <p className="adm-order__status" role="status">
        {status.state === 'saving' ? ORDER_TEXT.saving : status.state === 'saved' ? ORDER_TEXT.saved : ''}
      </p>
      {status.state === 'failed' && (
        <div className="adm-alert" role="alert">
          <p className="adm-alert__message">{ORDER_TEXT.failed + status.message}</p>
        </div>
      )}
    </>
  );
}

export function OrderedRecordsTable({
  collection,
  records,
  caption,
}: {
  collection: CollectionName;
  records: AnyRecord[];
  caption: string;
}) {
  const { rows, status, saving, move } = useReorder(collection, records);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const ids = rows.map((r) => r._id);
  const wrap = useRef<HTMLDivElement>(null);
  const [movedId, setMovedId] = useState<string | null>(null);
  // A moved row's node moves in the DOM, which drops the focus: give it back to the button used,
  // in the same commit (a layout effect), so no frame and no announcement finds it elsewhere.
  type Dir = 'up' | 'down' | 'first' | 'last';
  const [focus, setFocus] = useState<{ id: string; dir: Dir } | null>(null);
  useLayoutEffect(() => {
    if (!focus) return;
    wrap.current
      ?.querySelector<HTMLButtonElement>(`[data-order-row="${focus.id}"] [data-order-dir="${focus.dir}"]`)
      ?.focus({ preventScroll: true });
  }, [rows, focus]);

  // On a phone each "Subir" moved the card out from under the finger. A step up or down
  // scrolls the page by what the row moved, so it stays where it was on screen; a move to the
  // first or last place brings the row into view.
  const anchor = useRef<{ id: string; top: number; jump: boolean } | null>(null);
  const rowOf = (id: string) => wrap.current?.querySelector<HTMLElement>(`[data-order-row="${id}"]`) ?? null;
  useLayoutEffect(() => {
    const a = anchor.current;
    const row = a && rowOf(a.id);
    if (!a || !row) return;
    if (a.jump) row.scrollIntoView?.({ block: 'center' });
    else document.scrollingElement?.scrollBy?.(0, row.getBoundingClientRect().top - a.top);
  }, [rows]);

  const nameOf = (id: string | number) =>
    rowName(rows.find((r) => r._id === id) ?? ({ _id: String(id) } as AnyRecord));
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Moviendo «${nameOf(active.id)}».`,
    onDragOver: ({ active, over }) =>
      over ? `«${nameOf(active.id)}» sobre la posición de «${nameOf(over.id)}».` : undefined,
    onDragEnd: ({ active }) => `«${nameOf(active.id)}» soltado.`,
    onDragCancel: ({ active }) => `Movimiento de «${nameOf(active.id)}» cancelado.`,
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (over) void move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  }

  const LABEL: Record<Dir, { name: string; text: string; arrow: string }> = {
    up: { name: ORDER_TEXT.up, text: ORDER_TEXT.up, arrow: '↑ ' },
    down: { name: ORDER_TEXT.down, text: ORDER_TEXT.down, arrow: '↓ ' },
    first: { name: ORDER_TEXT.first, text: ORDER_TEXT.firstShort, arrow: '⤒ ' },
    last: { name: ORDER_TEXT.last, text: ORDER_TEXT.lastShort, arrow: '⤓ ' },
  };

  function button(record: AnyRecord, index: number, dir: Dir) {
    const target =
      dir === 'up' ? index - 1 : dir === 'down' ? index + 1 : dir === 'first' ? 0 : rows.length - 1;
    const blocked = saving || target < 0 || target >= rows.length || target === index;
    const label = LABEL[dir];
    return (
      <button
        type="button"
        className="adm-btn adm-btn--small adm-order__button"
        data-order-dir={dir}
        aria-label={`${label.name} «${rowName(record)}»`}
        title={dir === 'first' || dir === 'last' ? label.name : undefined}
        // aria-disabled, not disabled: the focus stays on the button while the order saves.
        aria-disabled={blocked}
        onClick={() => {
          if (blocked) return;
          setFocus({ id: record._id, dir });
          setMovedId(record._id);
          anchor.current = {
            id: record._id,
            top: rowOf(record._id)?.getBoundingClientRect().top ?? 0,
            jump: dir === 'first' || dir === 'last',
          };
          void move(index, target);
        }}
      >
        <span aria-hidden="true">{label.arrow}</span>
        {/* In the wide table the jumps show their arrow only (the column must stay narrow); the
            name says it all, and the phone's card shows the words. */}
        {dir === 'first' || dir === 'last' ? (
          <span className="adm-order__words">{label.text}</span>
        ) : (
          label.text
        )}
      </button>
    );
  }

  const slot: RowOrderSlot = {
    label: ORDER_TEXT.column,
    Row: SortableRow,
    cell: (record, index) => (
      <div className="adm-order">
        <DragHandle />
        {button(record, index, 'up')}
        {button(record, index, 'first')}
        {button(record, index, 'down')}
        {button(record, index, 'last')}
      </div>
    ),
  };

  return (
    <div ref={wrap}>
      <StatusLine status={status} />
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: ORDER_TEXT.drag } }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={saving}>
          <MovedContext.Provider value={movedId}>
            <RecordsTable collection={collection} records={rows} caption={caption} order={slot} />
          </MovedContext.Provider>
        </SortableContext>
      </DndContext>
    </div>
  );
}
