/**
 * A kept version beside the record as stored now, one row per declared field. The
 * changed fields first with their changed words highlighted, the unchanged ones folded
 * behind a button, so a one-word fix reads as one word.
 */
import { useState } from 'react';
import {
  isFileField,
  richTextPlain,
  variantName,
  type AnyRecord,
  type CollectionDef,
  type FieldDef,
} from '@model';
import { AdminMediaImage, AdminMediaLink } from '../admin-media';
import { HISTORY_TEXT } from './history-text';
import { changedFields } from './version-diff';
import { wordDiff, type DiffPart } from './word-diff';

export function VersionComparison({
  def,
  older,
  current,
}: {
  def: CollectionDef;
  older: Record<string, unknown>;
  current: AnyRecord;
}) {
  const changed = new Set(changedFields(def, older, current));
  const [showAll, setShowAll] = useState(false);
  const unchanged = Object.keys(def.fields).length - changed.size;
  const keys = Object.keys(def.fields).filter((key) => showAll || changed.has(key));
  return (
    <>
      <div className="adm-table-wrap">
        <table className="adm-table adm-compare">
          <thead>
            <tr>
              <th scope="col">{HISTORY_TEXT.field}</th>
              <th scope="col">{HISTORY_TEXT.thisVersion}</th>
              <th scope="col">{HISTORY_TEXT.current}</th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => {
              const field = def.fields[key]!;
              const isChanged = changed.has(key);
              const texts =
                isChanged && isPlainText(field) ? textDiff(field, older[key], current[key]) : null;
              return (
                <tr key={key} className={isChanged ? 'adm-compare__changed' : undefined}>
                  <th scope="row">
                    {field.label}
                    {isChanged && <span className="adm-compare__mark"> ({HISTORY_TEXT.changedMark})</span>}
                  </th>
                  <td data-label={HISTORY_TEXT.thisVersion}>
                    {texts ? (
                      <Parts parts={texts.older} />
                    ) : (
                      <Value field={field} value={older[key]} record={older} />
                    )}
                  </td>
                  <td data-label={HISTORY_TEXT.current}>
                    {texts ? (
                      <Parts parts={texts.newer} />
                    ) : (
                      <Value field={field} value={current[key]} record={current} />
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {unchanged > 0 && (
        <button
          type="button"
          className="adm-btn adm-btn--small adm-btn--ghost adm-compare__fold"
          aria-expanded={showAll}
          onClick={() => setShowAll((s) => !s)}
        >
          {showAll ? HISTORY_TEXT.hideUnchanged : HISTORY_TEXT.showUnchanged(unchanged)}
        </button>
      )}
    </>
  );
}

const isPlainText = (field: FieldDef) =>
  field.kind === 'text' ||
  field.kind === 'longText' ||
  field.kind === 'link' ||
  field.kind === 'date' ||
  field.kind === 'datetime' ||
  field.kind === 'slug' ||
  field.kind === 'richtext';

/** Formatted text is compared by its words (a change of formatting alone shows no marked word). */
const asText = (field: FieldDef, value: unknown) =>
  field.kind === 'richtext' ? richTextPlain(value) : typeof value === 'string' ? value : '';

function textDiff(field: FieldDef, older: unknown, newer: unknown) {
  return wordDiff(asText(field, older), asText(field, newer));
}

/** A text with its changed words marked: struck in the older version, underlined in the current. */
function Parts({ parts }: { parts: DiffPart[] }) {
  if (parts.every((p) => p.text.trim() === '')) return <span className="adm-muted">—</span>;
  return (
    <div className="adm-compare__text">
      {parts.map((p, i) =>
        p.kind === 'removed' ? (
          <del key={i}>{p.text}</del>
        ) : p.kind === 'added' ? (
          <ins key={i}>{p.text}</ins>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </div>
  );
}

/** A value as the administrator recognises it: images as thumbnails, files by their names. */
function Value({
  field,
  value,
  record,
}: {
  field: FieldDef;
  value: unknown;
  record: Record<string, unknown>;
}) {
  if (field.kind === 'richtext') {
    const plain = richTextPlain(value);
    return plain.trim() ? (
      <div className="adm-compare__text">{plain}</div>
    ) : (
      <span className="adm-muted">—</span>
    );
  }
  if (Array.isArray(value)) {
    return value.length > 0 ? (
      <ul className="adm-compare__list">
        {value.map((item: unknown, i) => {
          // An album's photo: its thumbnail and its text alternative.
          const photo =
            item && typeof item === 'object' ? (item as { image?: unknown; alt?: unknown }) : null;
          return photo && typeof photo.image === 'string' ? (
            <li key={i}>
              <AdminMediaImage
                name={variantName(photo.image, 480)}
                className="adm-table__thumb"
                alt=""
                width={100}
                loading="lazy"
              />{' '}
              {String(photo.alt ?? '')}
            </li>
          ) : (
            <li key={i}>{String(item)}</li>
          );
        })}
      </ul>
    ) : (
      <span className="adm-muted">—</span>
    );
  }
  if (typeof value === 'boolean') return <span>{value ? 'Sí' : 'No'}</span>;
  const text = typeof value === 'string' ? value : '';
  if (!text) return <span className="adm-muted">—</span>;
  if (isFileField(field)) {
    const name =
      (field.nameField &&
        typeof record[field.nameField] === 'string' &&
        (record[field.nameField] as string)) ||
      text;
    return field.kind === 'image' ? (
      <figure className="adm-compare__file">
        <AdminMediaImage name={text} className="adm-table__thumb" alt="" width={100} loading="lazy" />
        <figcaption>{name}</figcaption>
      </figure>
    ) : (
      <AdminMediaLink name={text}>{name}</AdminMediaLink>
    );
  }
  return <div className="adm-compare__text">{text}</div>;
}
