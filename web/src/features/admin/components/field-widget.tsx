/** Picks the widget for a field from its declared kind: the only place kinds map to widgets. */
import { richTextFrom, type FieldDef, type FieldValue } from '@model';
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
import { TextOrListField } from './fields/text-or-list-field';

interface Props {
  name: string;
  field: FieldDef;
  id: string;
  value: FieldValue;
  onChange(value: FieldValue): void;
  /** For file fields: the chosen (unsaved) file and how to change it. */
  chosen: File | undefined;
  onChoose(file: File | undefined): void;
  /** For file fields: the current display name; for fileName fields: what to show. */
  displayName: string;
  disabled: boolean;
  error?: string;
}

const asText = (value: FieldValue) => (Array.isArray(value) ? value.join('\n') : typeof value === 'string' ? value : '');
const asList = (value: FieldValue) => (Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : []);
const asTextOrList = (value: FieldValue) => (typeof value === 'string' || Array.isArray(value) ? value : '');

export function FieldWidget({ name, field, id, value, onChange, chosen, onChoose, displayName, disabled, error }: Props) {
  const common = { name, label: field.label, id, disabled, error, required: field.required };
  switch (field.kind) {
    case 'text':
      return <TextField {...common} format={field.format} value={asText(value)} onChange={onChange} />;
    case 'longText':
      return <LongTextField {...common} value={asText(value)} onChange={onChange} />;
    case 'link':
      if (field.contact) return <ContactField {...common} contact={field.contact} value={asText(value)} onChange={onChange} />;
      return <LinkField {...common} value={asText(value)} onChange={onChange} />;
    case 'textList':
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
  }
}
