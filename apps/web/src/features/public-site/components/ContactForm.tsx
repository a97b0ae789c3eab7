import { lazy, Suspense, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Loader } from '../../../components/Loader';
import { isApiError } from '../../../lib/api-client';
import { routes } from '../../../lib/paths';
import { emptyContactForm, useSendContact, type ContactFormValues } from '../api/send-contact';

// The result popup is needed only after sending: its own chunk, requested when a send starts.
const loadPopup = () => import('../../../components/Popup');
const Popup = lazy(() => loadPopup().then((m) => ({ default: m.Popup })));

export const CONTACT_SUCCESS_TEXT = 'Thanks for reaching out!';
export const CONTACT_ERROR_TEXT = 'There was an error while sending data! Check all fields and try again';

type FieldName = 'fname' | 'lname' | 'email' | 'workplace' | 'reason';
type FieldErrors = Partial<Record<FieldName, string>>;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FIELD_ORDER: FieldName[] = ['fname', 'lname', 'email', 'workplace', 'reason'];

/** Client-side checks; the server checks again (required fields, e-mail shape, lengths). */
export function validateContact(values: ContactFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.fname.trim()) errors.fname = 'Enter your first name.';
  if (!values.lname.trim()) errors.lname = 'Enter your last name.';
  if (!values.email.trim()) errors.email = 'Enter your email address.';
  else if (!EMAIL_SHAPE.test(values.email.trim())) errors.email = 'Enter a valid email address, like name@school.org.';
  if (!values.reason.trim()) errors.reason = 'Tell us how we can help.';
  return errors;
}

interface FieldProps {
  id: string;
  name: FieldName;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  maxLength: number;
  multiline?: boolean;
}

function Field({
  id,
  name,
  label,
  value,
  error,
  onChange,
  required,
  type = 'text',
  autoComplete,
  maxLength,
  multiline,
}: FieldProps) {
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    onChange,
    required,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: 'mw-field__input',
  };
  return (
    <div className={`mw-field mw-field--${name}`}>
      <label className="mw-field__label" htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : <span className="mw-muted"> (optional)</span>}
      </label>
      {multiline ? <textarea rows={6} {...common} /> : <input type={type} autoComplete={autoComplete} {...common} />}
      {error && (
        <p id={errorId} className="mw-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Seconds to wait when the server refused for sending too often (429), else null. */
function rateLimitWait(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 429) return null;
  const seconds = Number(error.extra.retry_after);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60;
}

const waitText = (seconds: number) =>
  seconds < 60
    ? `${seconds} second${seconds === 1 ? '' : 's'}`
    : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;

/**
 * The contact form: sending shows the loader, then a popup says
 * "Thanks for reaching out!" (Go Back To Homepage, OK: clears the form) or the error text
 * (Go Back To Homepage, Try Again: back to the filled form).
 */
export function ContactForm() {
  const uid = useId();
  const [values, setValues] = useState<ContactFormValues>(emptyContactForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<'success' | 'error' | null>(null);
  const [waitSeconds, setWaitSeconds] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const send = useSendContact();
  const sending = send.isPending;

  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = e.target;
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name as FieldName]) setErrors((er) => ({ ...er, [name]: undefined }));
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending) return;
    const found = validateContact(values);
    setErrors(found);
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    void loadPopup().catch(() => undefined);
    send.run(values, {
      onSuccess: () => {
        // Sent: the form starts empty again, whichever way the visitor leaves the popup.
        setValues(emptyContactForm);
        setResult('success');
      },
      onError: (error) => {
        setWaitSeconds(rateLimitWait(error));
        setResult('error');
      },
    });
  };

  const reset = () => {
    setValues(emptyContactForm);
    setErrors({});
    send.reset();
    setResult(null);
  };
  const tryAgain = () => {
    send.reset();
    setResult(null);
  };

  const id = (name: string) => `${uid}-${name}`;
  return (
    <>
      <form ref={formRef} className="mw-contact-form" noValidate onSubmit={onSubmit} aria-labelledby={id('title')}>
        <h2 id={id('title')} className="mw-visually-hidden">
          Contact form
        </h2>
        <p className="mw-muted mw-contact-form__note">Fields marked * are required.</p>
        <fieldset className="mw-contact-form__fields" disabled={sending}>
          <legend className="mw-visually-hidden">Your details and message</legend>
          <div className="mw-contact-form__row">
            <Field
              id={id('fname')}
              name="fname"
              label="First name"
              value={values.fname}
              error={errors.fname}
              onChange={onChange}
              required
              autoComplete="given-name"
              maxLength={100}
            />
            <Field
              id={id('lname')}
              name="lname"
              label="Last name"
              value={values.lname}
              error={errors.lname}
              onChange={onChange}
              required
              autoComplete="family-name"
              maxLength={100}
            />
          </div>
          <Field
            id={id('email')}
            name="email"
            label="Email"
            type="email"
            value={values.email}
            error={errors.email}
            onChange={onChange}
            required
            autoComplete="email"
            maxLength={254}
          />
          <Field
            id={id('workplace')}
            name="workplace"
            label="Workplace (school or organisation)"
            value={values.workplace}
            error={errors.workplace}
            onChange={onChange}
            autoComplete="organization"
            maxLength={200}
          />
          <Field
            id={id('reason')}
            name="reason"
            label="How can we help?"
            value={values.reason}
            error={errors.reason}
            onChange={onChange}
            required
            maxLength={5000}
            multiline
          />
          <div className="mw-field mw-field--checkbox">
            <input
              id={id('consent')}
              name="consent"
              type="checkbox"
              checked={values.consent}
              onChange={(e) => setValues((v) => ({ ...v, consent: e.target.checked }))}
            />
            <label htmlFor={id('consent')}>I would like to hear about news, offers and vouchers from Markwell.</label>
          </div>
          {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
          <div className="mw-contact-form__hp" aria-hidden="true">
            <label htmlFor={id('website')}>Website</label>
            <input
              id={id('website')}
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={values.website}
              onChange={onChange}
            />
          </div>
        </fieldset>
        <div className="mw-contact-form__actions">
          {sending ? (
            <Loader label="Sending your message…" />
          ) : (
            <button type="submit" className="mw-button">
              Send message
            </button>
          )}
        </div>
      </form>
      <Suspense fallback={null}>
        {result === 'success' && (
          <Popup title={CONTACT_SUCCESS_TEXT} onClose={reset} noMinHeight>
            <p role="status">Your message is on its way to our team. We will get back to you soon.</p>
            <div className="mw-contact-result__actions">
              <Link className="mw-button mw-button--ghost" to={routes.home}>
                Go Back To Homepage
              </Link>
              <button type="button" className="mw-button" onClick={reset}>
                OK
              </button>
            </div>
          </Popup>
        )}
        {result === 'error' && (
          <Popup
            title={waitSeconds === null ? 'Your message was not sent' : 'Please wait a moment'}
            onClose={tryAgain}
            noMinHeight
            noBackgroundHeader
          >
            <p role="alert" className="mw-contact-result__error">
              {waitSeconds === null
                ? CONTACT_ERROR_TEXT
                : `You have sent several messages in a short time. Your message is kept here: try again in ${waitText(waitSeconds)}.`}
            </p>
            <div className="mw-contact-result__actions">
              <Link className="mw-button mw-button--ghost" to={routes.home}>
                Go Back To Homepage
              </Link>
              <button type="button" className="mw-button" onClick={tryAgain}>
                Try Again
              </button>
            </div>
          </Popup>
        )}
      </Suspense>
    </>
  );
}
