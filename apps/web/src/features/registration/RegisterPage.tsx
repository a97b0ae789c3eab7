import './RegisterPage.css';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { RegisterCategories, RegisterResponse } from '@markwell/contracts/billing';
import { formatPrice, subjectCountDiscount, subscriptionPrice, type SchoolType } from '@markwell/domain/pricing/index';
import { Loader } from '../../components/Loader';
import { NewPasswordFields, newPasswordProblems } from '../../components/NewPasswordFields';
import { apiFieldErrors, type FieldErrors } from '../../lib/form-errors';
import { routes } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';
import { useRegister, useRegisterCategories } from './api/registration';

const STEPS = [
  { key: 'type', title: 'Your school' },
  { key: 'subjects', title: 'Subjects' },
  { key: 'account', title: 'Your account' },
  { key: 'review', title: 'Confirm' },
] as const;
type Step = (typeof STEPS)[number]['key'];

/** Which step shows a field the server refused. */
const STEP_OF_FIELD: Record<string, Step> = {
  school_type: 'type',
  curriculas: 'subjects',
  monthly: 'subjects',
  school_name: 'account',
  name: 'account',
  email: 'account',
  password: 'account',
};

/** /register: a school or coach signs up, choosing its type, its subjects (priced live) and its owner account. */
export function RegisterPage() {
  usePageTitle('Register your school');
  const categories = useRegisterCategories();

  return (
    <section className="mw-register" aria-labelledby="register-title">
      <h1 id="register-title">Register your school</h1>
      {categories.isPending ? (
        <Loader label="Loading plans…" />
      ) : categories.isError ? (
        <div role="alert" className="mw-register__error">
          We could not load the plans.{' '}
          <button type="button" className="mw-button mw-button--ghost" onClick={categories.refetch}>
            Try again
          </button>
        </div>
      ) : (
        <RegisterWizard offer={categories.data} />
      )}
    </section>
  );
}

function RegisterWizard({ offer }: { offer: RegisterCategories }) {
  const id = useId();
  const [step, setStep] = useState<Step>('type');
  const [type, setType] = useState<SchoolType | null>(null);
  const [subjectIds, setSubjectIds] = useState<number[]>([]);
  const [monthly, setMonthly] = useState(true);
  const [schoolName, setSchoolName] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState<RegisterResponse | null>(null);
  const registerAction = useRegister();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    // Moving to another step puts the reader at its heading (not on the first render).
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step, done]);

  const chosen = offer.subjects.filter((s) => subjectIds.includes(s.id));
  const price = type ? subscriptionPrice(chosen, type, { monthly }) : 0;
  const discount = subjectCountDiscount(chosen.length);
  const per = monthly ? 'month' : 'year';
  const money = (n: number) => `${offer.currency} ${formatPrice(n)}`;
  const category = offer.categories.find((c) => c.type === type);
  const stepIndex = STEPS.findIndex((s) => s.key === step);

  const check = (s: Step): FieldErrors => {
    const out: FieldErrors = {};
    if (s === 'type' && !type) out.school_type = 'Choose what kind of school you are.';
    if (s === 'subjects' && subjectIds.length === 0) out.curriculas = 'Choose at least one subject';
    if (s === 'account') {
      if (schoolName.trim().length < 2) out.school_name = 'Enter the name of your school (or your own name as a coach)';
      if (name.trim().length < 2) out.name = 'Enter your name';
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) out.email = 'Enter a valid e-mail address';
      const problems = newPasswordProblems(password, repeat, email);
      if (problems.length) out.password = problems.join(' ');
    }
    return out;
  };

  const next = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check(step);
    setErrors(found);
    if (Object.keys(found).length) return;
    if (step !== 'review') {
      setStep(STEPS[stepIndex + 1]!.key);
      return;
    }
    registerAction.run(
      {
        school_type: type!,
        school_name: schoolName.trim(),
        name: name.trim(),
        email: email.trim(),
        password,
        curriculas: subjectIds,
        monthly,
        form_token: offer.form_token,
        website,
      },
      {
        onSuccess: setDone,
        onError: (e) => {
          const fields = apiFieldErrors(e, { email_taken: 'email', form_rejected: '_form' });
          setErrors(fields);
          const first = Object.keys(fields)
            .map((k) => STEP_OF_FIELD[k])
            .find(Boolean);
          if (first) setStep(first);
        },
      },
    );
  };

  if (done) {
    return (
      <div className="mw-register__done">
        <h2 ref={headingRef} tabIndex={-1}>
          Check your e-mail
        </h2>
        <p role="status" className="mw-register__ok">
          {done.message}
        </p>
        <p className="mw-register__links">
          <Link to={routes.login}>Log in</Link> once you have confirmed your address.
        </p>
      </div>
    );
  }

  const fieldError = (key: string) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="mw-field__error">
        {errors[key]}
      </p>
    ) : null;
  const describedBy = (key: string) => (errors[key] ? `${id}-${key}-error` : undefined);

  return (
    <>
      <ol className="mw-register__steps" aria-label="Registration steps">
        {STEPS.map((s, i) => (
          <li
            key={s.key}
            aria-current={s.key === step ? 'step' : undefined}
            className={i < stepIndex ? 'is-done' : undefined}
          >
            <span aria-hidden="true">{i + 1}</span> {s.title}
          </li>
        ))}
      </ol>
      <form onSubmit={next} noValidate aria-labelledby={`${id}-step`}>
        <h2 id={`${id}-step`} ref={headingRef} tabIndex={-1} className="mw-register__step-title">
          {STEPS[stepIndex]!.title}
        </h2>
        {errors._form && (
          <div className="mw-register__error" role="alert">
            {errors._form}
          </div>
        )}

        {step === 'type' && (
          <fieldset className="mw-register__choices" aria-describedby={describedBy('school_type')}>
            <legend>What kind of school are you?</legend>
            {offer.categories.map((c) => (
              <label key={c.type} className="mw-register__choice">
                <input
                  type="radio"
                  name="school_type"
                  value={c.type}
                  checked={type === c.type}
                  onChange={() => setType(c.type)}
                />
                <span>
                  <strong>{c.name}</strong>
                  <span className="mw-field__hint">{c.description}</span>
                </span>
              </label>
            ))}
            {fieldError('school_type')}
          </fieldset>
        )}

        {step === 'subjects' && category && (
          <>
            <fieldset className="mw-register__choices" aria-describedby={describedBy('curriculas')}>
              <legend>Which subjects do you want? Prices per month, before VAT.</legend>
              {category.subjects.map((s) => (
                <label key={s.id} className="mw-register__choice">
                  <input
                    type="checkbox"
                    checked={subjectIds.includes(s.id)}
                    onChange={(e) =>
                      setSubjectIds((ids) => (e.target.checked ? [...ids, s.id] : ids.filter((x) => x !== s.id)))
                    }
                  />
                  <span className="mw-register__subject">
                    <strong>{s.name}</strong>
                    <span>
                      {s.price_discount < s.price && (
                        <s>
                          <span className="mw-visually-hidden">was </span>
                          {money(s.price)}
                        </s>
                      )}{' '}
                      {money(s.price_discount)}
                    </span>
                  </span>
                </label>
              ))}
              {fieldError('curriculas')}
            </fieldset>
            <fieldset className="mw-register__billing">
              <legend>Billing</legend>
              <label>
                <input type="radio" name="billing" checked={monthly} onChange={() => setMonthly(true)} /> Monthly
              </label>
              <label>
                <input type="radio" name="billing" checked={!monthly} onChange={() => setMonthly(false)} /> Yearly (pay
                10 months, get 12)
              </label>
            </fieldset>
          </>
        )}

        {step === 'account' && (
          <>
            <div className="mw-field">
              <label htmlFor={`${id}-school`}>{type === 'coach' ? 'Your business or your name' : 'School name'}</label>
              <input
                id={`${id}-school`}
                value={schoolName}
                autoComplete="organization"
                aria-invalid={Boolean(errors.school_name) || undefined}
                aria-describedby={describedBy('school_name')}
                onChange={(e) => setSchoolName(e.target.value)}
              />
              {fieldError('school_name')}
            </div>
            <div className="mw-field">
              <label htmlFor={`${id}-name`}>Your name</label>
              <input
                id={`${id}-name`}
                value={name}
                autoComplete="name"
                aria-invalid={Boolean(errors.name) || undefined}
                aria-describedby={describedBy('name')}
                onChange={(e) => setName(e.target.value)}
              />
              {fieldError('name')}
            </div>
            <div className="mw-field">
              <label htmlFor={`${id}-email`}>E-mail</label>
              <input
                id={`${id}-email`}
                type="email"
                value={email}
                autoComplete="email"
                aria-invalid={Boolean(errors.email) || undefined}
                aria-describedby={describedBy('email')}
                onChange={(e) => setEmail(e.target.value)}
              />
              {fieldError('email')}
            </div>
            <NewPasswordFields
              password={password}
              repeat={repeat}
              onPassword={setPassword}
              onRepeat={setRepeat}
              email={email}
              invalid={Boolean(errors.password)}
            />
            {fieldError('password')}
            {/* People never see this field; bots that fill every input are refused. */}
            <div className="mw-register__hp" aria-hidden="true">
              <label htmlFor={`${id}-website`}>Website</label>
              <input
                id={`${id}-website`}
                tabIndex={-1}
                autoComplete="off"
                value={website}
                onChange={(e) => setWebsite(e.target.value)}
              />
            </div>
          </>
        )}

        {step === 'review' && (
          <dl className="mw-register__review">
            <dt>School</dt>
            <dd>
              {schoolName} ({category?.name})
            </dd>
            <dt>Owner</dt>
            <dd>
              {name}, {email}
            </dd>
            <dt>Subjects</dt>
            <dd>{chosen.map((s) => s.name).join(', ')}</dd>
            <dt>Billing</dt>
            <dd>{monthly ? 'Monthly' : 'Yearly'}</dd>
          </dl>
        )}

        {step !== 'type' && type && (
          <p className="mw-register__price" aria-live="polite">
            {chosen.length === 0 ? (
              'Choose subjects to see your price.'
            ) : (
              <>
                <strong>
                  {money(price)} a {per}
                </strong>{' '}
                for {chosen.length} {chosen.length === 1 ? 'subject' : 'subjects'}
                {discount > 0 ? `, ${discount}% discount included` : ''}, plus VAT ({formatPrice(offer.vat_percent)}%).
              </>
            )}
          </p>
        )}
        {step === 'subjects' && (
          <p className="mw-field__hint">Discounts: 2 subjects 10%, 3–4 20%, 5–6 25%, 7–8 30%, 9 or more 35%.</p>
        )}
        {step === 'review' && (
          <p className="mw-field__hint">
            We e-mail you a link to confirm your address; your school goes live when you open it. Your first invoice is
            then in your account.
          </p>
        )}

        <div className="mw-register__actions">
          {stepIndex > 0 && (
            <button
              type="button"
              className="mw-button mw-button--ghost"
              onClick={() => {
                setErrors({});
                setStep(STEPS[stepIndex - 1]!.key);
              }}
            >
              Back
            </button>
          )}
          <button
            type="submit"
            className="mw-button"
            disabled={registerAction.isPending}
            aria-busy={registerAction.isPending || undefined}
          >
            {step === 'review' ? (
              registerAction.isPending ? (
                <Loader color="white" noMargin label="Registering…" />
              ) : (
                'Register'
              )
            ) : (
              'Next'
            )}
          </button>
        </div>
      </form>
      <p className="mw-register__links">
        Already registered? <Link to={routes.login}>Log in</Link>
      </p>
    </>
  );
}
