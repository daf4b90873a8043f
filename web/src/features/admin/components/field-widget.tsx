/** Picks the widget for a field from its declared kind: the only place kinds map to widgets. */
import { useState } from 'react';
import {
  getCollection,
  isPublicAt,
  richTextFrom,
  type CollectionName,
  type FieldDef,
  type FieldValue,
  type ListImage,
} from '@model';
import { ConsentField } from './fields/consent-field';
import { ImageListField } from './fields/image-list/image-list-field';
import { ImageOfListField } from './fields/image-of-list-field';
import { ChoiceField } from './fields/choice-field';
import { ContactField } from './fields/contact-field';
import { DateField } from './fields/date-field';
import { DateTimeField } from './fields/date-time-field';
import { FileDropField } from './fields/file-drop-field';
import { FileNameField } from './fields/file-name-field';
import { LinkField } from './fields/link-field';
import { SlugField } from './fields/slug-field';
import { LongTextField } from './fields/long-text-field';
import { RichTextField } from './fields/rich-text-field';
import { TextField } from './fields/text-field';
import { TextListField } from './fields/text-list-field';
import { SettingsChoiceField } from './fields/settings-choice-field';
import { TextOrListField } from './fields/text-or-list-field';

interface Props {
  name: string;
  field: FieldDef;
  id: string;
  value: FieldValue;
  onChange(value: FieldValue): void;
  /** The collection of the form (an image list uploads its photos for it). */
  collection: CollectionName;
  /** The whole form's values, for a field judged with another (a cover picks from the photos). */
  values: Readonly<Record<string, FieldValue>>;
  /** For file fields: the chosen (unsaved) file and how to change it. */
  chosen: File | undefined;
  onChoose(file: File | undefined): void;
  /** For file fields: the current display name; for fileName fields: what to show. */
  displayName: string;
  disabled: boolean;
  error?: string;
  /** For file fields: whether a chosen picture is still being prepared (a crop being encoded). */
  onPreparing?(busy: boolean): void;
}

const isPhotos = (value: FieldValue | undefined): value is ListImage[] =>
  Array.isArray(value) && value.every((v: unknown) => typeof v === 'object' && v !== null);
const asText = (value: FieldValue) =>
  typeof value === 'string' ? value : Array.isArray(value) && !isPhotos(value) ? value.join('\n') : '';
const asList = (value: FieldValue): string[] =>
  typeof value === 'string'
    ? value === ''
      ? []
      : [value]
    : Array.isArray(value) && !isPhotos(value)
      ? value
      : [];
const asTextOrList = (value: FieldValue): string | string[] =>
  typeof value === 'string' ? value : asList(value);

export function FieldWidget(props: Props) {
  const {
    name,
    field,
    id,
    value,
    onChange,
    chosen,
    onChoose,
    displayName,
    disabled,
    error,
    collection,
    values,
    onPreparing,
  } = props;
  const common = { name, label: field.label, id, disabled, error, required: field.required };
  // A record no visitor sees now (a draft, in review, scheduled, withdrawn): its files are not
  // public (the function's /media), so they are read with the staff token straight away.
  const [openedAt] = useState(Date.now);
  const notPublic = !isPublicAt(getCollection(collection), values, openedAt);
  switch (field.kind) {
    case 'text':
      return <TextField {...common} format={field.format} value={asText(value)} onChange={onChange} />;
    case 'longText':
      return <LongTextField {...common} value={asText(value)} onChange={onChange} />;
    case 'link':
      if (field.contact)
        return <ContactField {...common} contact={field.contact} value={asText(value)} onChange={onChange} />;
      return <LinkField {...common} sitePath={field.sitePath} value={asText(value)} onChange={onChange} />;
    case 'textList':
      if (field.choicesFrom)
        return (
          <SettingsChoiceField
            {...common}
            field={field.choicesFrom.field}
            value={asList(value)}
            onChange={onChange}
          />
        );
      return <TextListField {...common} value={asList(value)} onChange={onChange} />;
    case 'textOrList':
      return <TextOrListField {...common} value={asTextOrList(value)} onChange={onChange} />;
    case 'richtext':
      return <RichTextField {...common} value={richTextFrom(value)} onChange={onChange} />;
    case 'image':
    case 'pdf':
      return (
        <FileDropField
          name={name}
          field={field}
          id={id}
          stored={asText(value)}
          storedDisplayName={displayName}
          chosen={chosen}
          onChoose={onChoose}
          disabled={disabled}
          error={error}
          privateFirst={notPublic}
          onPreparing={onPreparing}
        />
      );
    case 'fileName':
      return <FileNameField name={name} label={field.label} id={id} value={displayName} />;
    case 'date':
      return <DateField {...common} value={asText(value)} onChange={onChange} />;
    case 'datetime':
      return <DateTimeField {...common} value={asText(value)} onChange={onChange} />;
    case 'slug':
      return <SlugField name={name} label={field.label} id={id} value={asText(value)} />;
    case 'choice':
      return <ChoiceField {...common} options={field.options} value={asText(value)} onChange={onChange} />;
    case 'imageList':
      return (
        <ImageListField
          name={name}
          field={field}
          collection={collection}
          id={id}
          value={isPhotos(value) ? value : []}
          onChange={onChange}
          disabled={disabled}
          error={error}
          privateFirst={notPublic}
        />
      );
    case 'imageOfList': {
      const photos = values[field.of];
      return (
        <ImageOfListField
          {...common}
          photos={isPhotos(photos) ? photos : []}
          value={asText(value)}
          onChange={onChange}
        />
      );
    }
    case 'consent':
      return <ConsentField {...common} value={value === true} onChange={onChange} />;
  }
}
