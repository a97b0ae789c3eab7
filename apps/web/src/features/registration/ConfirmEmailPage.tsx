import './RegisterPage.css';
import '../../components/form-field.css';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import type { ConfirmEmailResponse } from '@markwell/contracts/billing';
import { Loader } from '../../components/Loader';
import { errorMessage, isApiError } from '../../lib/api-client';
import { routes } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';
import { useConfirmEmail, useResendConfirmation } from './api/registration';

/** /register/confirm#token=…: the page of the e-mailed link; confirming puts the school live. */
export function ConfirmEmailPage() {
  usePageTitle('Confirm your e-mail address');
  const location = useLocation();
  const token = new URLSearchParams(location.hash.replace(/^#/, '')).get('token');
  const confirm = useConfirmEmail();
  const [result, setResult] = useState<ConfirmEmailResponse | null>(null);
  const [error, setError] = useState<string | null>(
    token ? null : 'This link is not complete. Open the link of the e-mail again.',
  );
  const started = useRef(false);

  useEffect(() => {
    // The link is single-use: send it once, even if the page renders twice.
    if (!token || started.current) return;
    started.current = true;
    confirm.run(token, {
      onSuccess: setResult,
      onError: (e) =>
        setError(
          isApiError(e) && e.code === 'confirm_link_invalid'
            ? 'This link has expired or was already used. If you have confirmed your address already, log in.'
            : errorMessage(e),
        ),
    });
  }, [token, confirm]);

  return (
    <section className="mw-register" aria-labelledby="confirm-title">
      <h1 id="confirm-title">Confirm your e-mail address</h1>
      {result ? (
        <p className="mw-register__ok" role="status">
          Thank you: {result.email} is confirmed and {result.school_name} is live. <Link to={routes.login}>Log in</Link>{' '}
          to start.
        </p>
      ) : error ? (
        <>
          <p className="mw-register__error" role="alert">
            {error}
          </p>
          <NewLinkForm />
          <p className="mw-register__links">
            <Link to={routes.login}>Log in</Link>
          </p>
        </>
      ) : (
        <Loader label="Confirming…" />
      )}
    </section>
  );
}

/** Asks for a new link when this one has expired or was lost. */
function NewLinkForm() {
  const id = useId();
  const resend = useResendConfirmation();
  const [email, setEmail] = useState('');
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    resend.run(email.trim(), { onSuccess: (r) => setAnswer(r.message), onError: (e) => setError(errorMessage(e)) });
  };
  if (answer) {
    return (
      <p className="mw-register__ok" role="status">
        {answer}
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mw-register__step-title">
        Need a new link?
      </h2>
      {error && (
        <p className="mw-register__error" role="alert">
          {error}
        </p>
      )}
      <div className="mw-field">
        <label htmlFor={`${id}-email`}>E-mail you registered with</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <button type="submit" className="mw-button" disabled={resend.isPending || !email.trim()}>
        Send me a new link
      </button>
    </form>
  );
}
