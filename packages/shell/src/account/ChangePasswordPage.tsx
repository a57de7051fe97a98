import { useFieldkit, useSession, useTranslation } from '@fieldkit/ui';
import { Field, TextInput } from '@fieldkit/ui/forms';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { shellApiOf } from '../api/shellApi';

type Fields = { current: string; next: string; confirm: string };

/** Change password (/account/changepassword/): the current password, then the new one twice. */
export function Component() {
  const { t } = useTranslation('shell');
  const { http } = useFieldkit();
  const name = useSession((state) => state.session?.DisplayName ?? '');
  const { register, handleSubmit, formState, reset } = useForm<Fields>();
  const [result, setResult] = useState<'changed' | 'failed' | null>(null);
  const id = useId();
  const onSubmit = async (values: Fields) => {
    try {
      await shellApiOf(http).shell.changePassword({
        body: { CurrentPassword: values.current, NewPassword: values.next },
      });
      setResult('changed');
      reset();
    } catch {
      setResult('failed');
    }
  };
  return (
    <main className="fk-shell-signin">
      <form
        className="fk-shell-signin-card"
        aria-labelledby={id}
        onSubmit={handleSubmit(onSubmit)}
        noValidate
      >
        <h1 id={id}>{t('password.title')}</h1>
        <p>{name}</p>
        <Field label={t('password.current')} id={`${id}-current`}>
          <TextInput
            type="password"
            autoComplete="current-password"
            {...register('current', { required: true })}
          />
        </Field>
        <Field
          label={t('password.new')}
          id={`${id}-next`}
          error={formState.errors.next ? t('password.tooShort') : undefined}
        >
          <TextInput
            type="password"
            autoComplete="new-password"
            {...register('next', { required: true, minLength: 8 })}
          />
        </Field>
        <Field
          label={t('password.confirm')}
          id={`${id}-confirm`}
          error={formState.errors.confirm ? t('password.mismatch') : undefined}
        >
          <TextInput
            type="password"
            autoComplete="new-password"
            {...register('confirm', { validate: (value, all) => value === all.next })}
          />
        </Field>
        {result === 'changed' ? <p role="status">{t('password.changed')}</p> : null}
        {result === 'failed' ? (
          <p className="fk-shell-form-error" role="alert">
            {t('password.failed')}
          </p>
        ) : null}
        <button type="submit" className="fk-button fk-button--primary">
          {t('password.submit')}
        </button>
        <Link to="/home">{t('password.back')}</Link>
      </form>
    </main>
  );
}
