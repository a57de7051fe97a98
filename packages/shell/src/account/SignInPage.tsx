import { isLoggedIn, trimText } from '@fieldkit/core';
import { useFieldkit, useSession, useTranslation } from '@fieldkit/ui';
import { Field, TextInput } from '@fieldkit/ui/forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useSearchParams } from 'react-router';
import { safeReturnUrl } from './return-url';

interface SignInForm {
  username: string;
  password: string;
}

/** The sign-in page of the account area. */
export function SignInPage() {
  const { actions } = useFieldkit();
  const { t } = useTranslation('shell');
  const signedIn = useSession((state) => isLoggedIn(state));
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInForm>({ defaultValues: { username: '', password: '' } });

  if (signedIn) return <Navigate to={safeReturnUrl(params.get('returnUrl'))} replace />;

  const onSubmit = async ({ username, password }: SignInForm) => {
    setFailure(null);
    try {
      await actions.signIn(username, password);
    } catch (error) {
      setFailure(t('signIn.failed', { message: error instanceof Error ? error.message : String(error) }));
    }
  };

  return (
    <main className="fk-shell-signin">
      <form
        className="fk-shell-signin-card"
        onSubmit={handleSubmit(onSubmit)}
        noValidate
        aria-labelledby="signin-title"
      >
        <h1 id="signin-title">{t('signIn.title')}</h1>
        <p>{t('signIn.intro')}</p>
        <Field label={t('signIn.username')} id="signin-username" error={errors.username?.message}>
          <TextInput
            autoComplete="username"
            {...register('username', { setValueAs: trimText, required: t('signIn.usernameRequired') })}
          />
        </Field>
        <Field label={t('signIn.password')} id="signin-password" error={errors.password?.message}>
          <TextInput
            type="password"
            autoComplete="current-password"
            {...register('password', { required: t('signIn.passwordRequired') })}
          />
        </Field>
        {failure && (
          <p role="alert" className="fk-shell-form-error">
            {failure}
          </p>
        )}
        <button type="submit" className="fk-button" data-fk-variant="primary" disabled={isSubmitting}>
          {isSubmitting ? t('signIn.submitting') : t('signIn.submit')}
        </button>
      </form>
    </main>
  );
}
