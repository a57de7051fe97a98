import { trimText } from '@fieldkit/core';
import { useTranslation } from '@fieldkit/ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

/** Props of {@link CreateForm}. */
export interface CreateFormProps {
  /** Field names and their labels. */
  fields: Array<[name: string, label: string]>;
  title: string;
}

/**
 * The create form a create flag opens. Every text is trimmed before it reaches the form value; the reference
 * shell shows what would be saved (creating records is the feature areas' business).
 */
export function CreateForm({ fields, title }: CreateFormProps) {
  const { t } = useTranslation('shell');
  const { register, handleSubmit } = useForm<Record<string, string>>();
  const [draft, setDraft] = useState<Record<string, string> | null>(null);
  const id = useId();
  return (
    <form className="fk-shell-form" aria-labelledby={id} onSubmit={handleSubmit(setDraft)}>
      <h2 id={id}>{title}</h2>
      {fields.map(([name, label]) => (
        <label key={name}>
          {label}
          <input {...register(name, { setValueAs: (value: string) => trimText(value ?? '') })} />
        </label>
      ))}
      <button type="submit" className="fk-button fk-button--primary">
        {t('create.preview')}
      </button>
      {draft ? (
        <output className="fk-shell-draft">
          <h3>{t('create.draft')}</h3>
          <dl className="fk-shell-fields">
            {fields.map(([name, label]) => (
              <div key={name}>
                <dt>{label}</dt>
                <dd data-testid={`draft-${name}`}>{`“${draft[name] ?? ''}”`}</dd>
              </div>
            ))}
          </dl>
        </output>
      ) : null}
    </form>
  );
}
