import { isLoggedIn, trimText } from '@fieldkit/core';
import { useFieldkit, useSession, useTranslation } from '@fieldkit/ui';
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
        <label htmlFor="signin-username">{t('signIn.username')}</label>
        <input
          id="signin-username"
          autoComplete="username"
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? 'signin-username-error' : undefined}
          {...register('username', { setValueAs: trimText, required: t('signIn.usernameRequired') })}
        />
        {errors.username && (
          <p id="signin-username-error" className="fk-shell-field-error">
            {errors.username.message}
          </p>
        )}
        <label htmlFor="signin-password">{t('signIn.password')}</label>
        <input
          id="signin-password"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'signin-password-error' : undefined}
          {...register('password', { required: t('signIn.passwordRequired') })}
        />
        {errors.password && (
          <p id="signin-password-error" className="fk-shell-field-error">
            {errors.password.message}
          </p>
        )}
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
