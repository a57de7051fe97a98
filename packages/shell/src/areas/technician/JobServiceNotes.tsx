import { formatDateTime } from '@fieldkit/core';
import { SERVICE_NOTE_MAX_LENGTH, type ServiceNote } from '@fieldkit/core/contract';
import { ListState, useFieldkit, useTranslation } from '@fieldkit/ui';
import { Field, TextArea } from '@fieldkit/ui/forms';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { shellApiOf } from '../../api/shellApi';
import { useCompanyId } from '../../screens/useCompanyId';
import { useRecord } from '../../screens/useRecord';

type Fields = { notes: string };

/**
 * A job's service notes, newest first with their author and time, and a labelled box to add one: the other users
 * on the job (its technician, crew and the work order's creator) are notified at once.
 */
export function JobServiceNotes({ jobId }: { jobId: number }) {
  const { t } = useTranslation('shell');
  const { http } = useFieldkit();
  const companyId = useCompanyId();
  const id = useId();
  const notes = useRecord(
    (api) => api.serviceNotes.getJobServiceNotes({ params: { companyId, jobId } }),
    [companyId, jobId],
  );
  const [added, setAdded] = useState<ServiceNote[]>([]);
  const [failed, setFailed] = useState(false);
  const { register, handleSubmit, formState, reset } = useForm<Fields>();
  const onSubmit = async ({ notes: text }: Fields) => {
    setFailed(false);
    try {
      const note = await shellApiOf(http).serviceNotes.saveServiceNote({
        body: { WoJobId: jobId, Notes: text },
      });
      setAdded((list) => [note, ...list]);
      reset();
    } catch {
      setFailed(true);
    }
  };
  const shown = notes.status === 'ready' ? [...added, ...notes.data] : added;
  return (
    <section className="fk-shell-service-notes" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('serviceNotes.title')}</h2>
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Field label={t('serviceNotes.newNote')} id={`${id}-note`} error={formState.errors.notes?.message}>
          <TextArea
            rows={3}
            maxLength={SERVICE_NOTE_MAX_LENGTH}
            {...register('notes', {
              // Typed text is trimmed before it is checked and sent.
              setValueAs: (value: string) => value.trim(),
              required: t('serviceNotes.required'),
              maxLength: {
                value: SERVICE_NOTE_MAX_LENGTH,
                message: t('serviceNotes.tooLong', { max: SERVICE_NOTE_MAX_LENGTH.toLocaleString('en-GB') }),
              },
            })}
          />
        </Field>
        {failed ? (
          <p className="fk-shell-form-error" role="alert">
            {t('serviceNotes.failed')}
          </p>
        ) : null}
        <button type="submit" className="fk-button" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('serviceNotes.adding') : t('serviceNotes.add')}
        </button>
      </form>
      <ListState
        status={notes.status}
        empty={shown.length === 0}
        loadingText={t('app.loading')}
        errorText={t('records.notFound')}
        emptyText={t('serviceNotes.none')}
      />
      {shown.length > 0 ? (
        <ol className="fk-shell-service-notes__list">
          {shown.map((note) => (
            <li key={note.ServiceNoteId}>
              <p>{note.Notes}</p>
              <p className="fk-shell-muted">
                {t('serviceNotes.by', {
                  name: note.CreatedBy,
                  when: formatDateTime(new Date(note.CreatedDate)),
                })}
              </p>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
