import type { NewEmbedKey } from '@fieldkit/core/contract';
import { useTranslation } from '@fieldkit/ui';
import { Field, FormDialog, TextArea, TextInput } from '@fieldkit/ui/forms';
import { useMemo } from 'react';
import { MAX_ORIGINS, newKeySchema } from './new-key-form';

/** Props of {@link NewEmbedKeyDialog}. */
export interface NewEmbedKeyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Makes the key; the dialog closes once it is made, and says why when it is not. */
  onCreate: (name: string, origins: string[]) => Promise<NewEmbedKey>;
}

/** 'New embed key': its name and the origins allowed to embed with it, one per line. */
export function NewEmbedKeyDialog({ open, onOpenChange, onCreate }: NewEmbedKeyDialogProps) {
  const { t } = useTranslation('shell');
  const schema = useMemo(
    () =>
      newKeySchema({
        name: t('embedKeys.nameRequired'),
        origin: t('embedKeys.originInvalid'),
        tooMany: t('embedKeys.originsTooMany', { count: MAX_ORIGINS }),
      }),
    [t],
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('embedKeys.newTitle')}
      schema={schema}
      defaultValues={{ Name: '', Origins: '' }}
      onSubmit={(values) => onCreate(values.Name, values.Origins)}
      submitLabel={t('embedKeys.create')}
      submittingLabel={t('embedKeys.creating')}
      cancelLabel={t('embedKeys.cancel')}
    >
      {({ register, formState: { errors } }) => (
        <>
          <Field label={t('embedKeys.name')} required error={errors.Name?.message}>
            <TextInput autoComplete="off" maxLength={100} {...register('Name')} />
          </Field>
          <Field
            label={t('embedKeys.origins')}
            hint={t('embedKeys.originsHint')}
            error={errors.Origins?.message}
          >
            <TextArea rows={3} {...register('Origins')} />
          </Field>
        </>
      )}
    </FormDialog>
  );
}
