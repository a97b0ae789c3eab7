import { createHash, randomBytes } from 'node:crypto';
import {
  formatPrice,
  SCHOOL_TYPES,
  billingPeriodEnd,
  PRICE_COLUMN_BY_SCHOOL_TYPE,
  discountedSubjectPrice,
  subjectPrice,
} from '@markwell/domain/pricing/index';
import type { RegisterBody, RegisterCategories, RegisterResponse } from '@markwell/contracts';
import type { Db } from '../../db/client';
import { AppError, badRequest } from '../../lib/errors';
import { assertAcceptablePassword } from '../../lib/new-password';
import { hashPassword } from '../../lib/password';
import { isUniqueViolation } from '../../lib/db-errors';
import type { JobQueue } from '../../plugins/jobs';
import { createBillingRepository } from './billing.repository';
import { formTokenAcceptable, issueFormToken } from './form-token';
import { issueInvoice, pricePlan, type InvoiceSettings } from './plan-pricing';

/** The job queue that re-sends confirmation links (so the answer's timing says nothing). */
export const CONFIRM_MAIL_QUEUE = 'registration-confirm-mail';
/** Confirmation e-mails sent to one owner per hour at most. */
const CONFIRM_MAILS_PER_HOUR = 3;

/** How long the "confirm your e-mail" link works. */
export const CONFIRM_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const CATEGORY_TEXT = {
  coach: { name: 'Coach or tutor', description: 'One teacher working with their own students' },
  smallschool: { name: 'Small school', description: 'Up to 300 students' },
  largeschool: { name: 'Large school', description: '300 to 1,000 students' },
  xlschool: { name: 'Very large school', description: 'More than 1,000 students' },
} as const;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const formRejected = () =>
  badRequest('form_rejected', 'We could not accept this form. Reload the page, fill it in again and send it.');

export interface RegistrationDeps {
  secret: string;
  jobs: JobQueue;
  publicUrl: string;
  invoices: InvoiceSettings;
}

/** Registration of a school or coach: price list, sign-up in one transaction, e-mail confirmation. */
export function createRegistrationService(db: Db, deps: RegistrationDeps) {
  const repo = createBillingRepository(db);

  /** A new single-use link for an owner, e-mailed through the outbox (in the caller's transaction). */
  async function sendConfirmation(
    r: ReturnType<typeof createBillingRepository>,
    owner: { id: number; email: string; name: string; schoolName: string },
    now: Date,
  ) {
    const token = randomBytes(32).toString('base64url');
    await r.insertConfirmation(owner.id, hashToken(token), new Date(now.getTime() + CONFIRM_LINK_LIFETIME_MS));
    // In the fragment, not the query: it never reaches server logs or a Referer header.
    const link = `${deps.publicUrl}/register/confirm#token=${token}`;
    await r.queueMail(
      {
        to: owner.email,
        subject: 'Confirm your e-mail address for Markwell',
        text:
          `Hello ${owner.name},\n\nThank you for registering ${owner.schoolName} with Markwell. ` +
          `Open this link to confirm your e-mail address and put your school live:\n\n${link}\n\n` +
          `The link works once, for seven days. If you did not register, ignore this e-mail.\n`,
      },
      now,
    );
  }

  return {
    /** Plan categories by school type with the subjects on offer and their prices today. */
    async categories(now = new Date()): Promise<RegisterCategories> {
      const subjects = await repo.pricesAt(now);
      return {
        categories: SCHOOL_TYPES.map((type) => ({
          type,
          ...CATEGORY_TEXT[type],
          price_column: PRICE_COLUMN_BY_SCHOOL_TYPE[type],
          subjects: subjects.map((s) => ({
            id: s.id,
            name: s.name,
            price: subjectPrice(s, type, { decimals: 2 }),
            price_discount: discountedSubjectPrice(s, type, { decimals: 2 }),
          })),
        })),
        subjects,
        vat_percent: deps.invoices.vatPercent,
        currency: deps.invoices.currency,
        form_token: issueFormToken(deps.secret, now.getTime()),
      };
    },

    /**
     * Creates the school (inactive), its owner (unconfirmed), the subscription (whose subjects
     * decide the curricula the school sees), the first invoice and the confirmation e-mail, all
     * in one transaction.
     */
    async register(body: RegisterBody & { monthly: boolean }, now = new Date()): Promise<RegisterResponse> {
      // Bots fill the field people never see, or post faster than anyone can type.
      if (body.website || !formTokenAcceptable(deps.secret, body.form_token, now.getTime())) throw formRejected();
      assertAcceptablePassword(body.password, body.email, 'body.password');
      const emailTaken = () =>
        new AppError(409, 'email_taken', 'An account already uses this e-mail address.', {
          errors: [{ path: 'body.email', message: 'An account already uses this e-mail address. Log in instead.' }],
        });
      if (await repo.emailTaken(body.email)) throw emailTaken();
      const plan = pricePlan(await repo.pricesAt(now), body.curriculas, body.school_type, body.monthly);
      const passwordHash = await hashPassword(body.password);
      const periodEnd = billingPeriodEnd(now, body.monthly);

      try {
        const schoolId = await db.transaction(async (tx) => {
          const r = createBillingRepository(tx);
          const school = await r.insertPendingSchool(body.school_name, body.school_type);
          const owner = await r.insertOwner({ schoolId: school.id, email: body.email, name: body.name, passwordHash });
          const subjectIds = plan.subjects.map((s) => s.id);
          const subscription = await r.insertSubscription({
            schoolId: school.id,
            monthly: body.monthly,
            status: 'awaiting_confirmation',
            amount: plan.amount,
            discountPercent: plan.discountPercent,
            periodStart: now,
            periodEnd,
            subjectIds,
          });
          await issueInvoice(r, deps.invoices, {
            schoolId: school.id,
            subscriptionId: subscription.id,
            billTo: body.school_name,
            lines: plan.lines,
            now,
          });
          await sendConfirmation(
            r,
            { id: owner.id, email: owner.email, name: owner.name, schoolName: body.school_name },
            now,
          );
          return school.id;
        });
        return {
          school_id: schoolId,
          email: body.email,
          amount: plan.amount,
          discount_percent: plan.discountPercent,
          monthly: body.monthly,
          message: `We have sent a link to ${body.email}. Open it to confirm your address; your school goes live then. Your first invoice (${deps.invoices.currency} ${formatPrice(plan.amount)} before VAT) is waiting in your account.`,
        };
      } catch (err) {
        // Two registrations with one address at the same moment: the unique index decides.
        if (isUniqueViolation(err)) throw emailTaken();
        throw err;
      }
    },

    /** Queues a new confirmation link; answers at once, alike whether or not the address is waiting. */
    async requestNewLink(email: string): Promise<void> {
      await deps.jobs.enqueue(CONFIRM_MAIL_QUEUE, { email });
    },

    /** The queued part: a new link (older ones stop working) to an owner still unconfirmed, 3 an hour at most. */
    async resendLink(email: string, now = new Date()): Promise<void> {
      await db.transaction(async (tx) => {
        const r = createBillingRepository(tx);
        const owner = await r.unconfirmedOwner(email);
        if (!owner) return;
        if ((await r.countRecentConfirmations(owner.id, new Date(now.getTime() - 3600_000))) >= CONFIRM_MAILS_PER_HOUR)
          return;
        await r.voidConfirmations(owner.id, now);
        await sendConfirmation(r, owner, now);
      });
    },

    /** Uses up a confirmation link: the owner may log in and the school is live. */
    async confirm(token: string, now = new Date()) {
      return db.transaction(async (tx) => {
        const r = createBillingRepository(tx);
        const userId = await r.consumeConfirmation(hashToken(token), now);
        const confirmed = userId ? await r.confirmOwner(userId, now) : null;
        if (!confirmed) {
          throw badRequest('confirm_link_invalid', 'This link has expired or was already used.');
        }
        return { email: confirmed.email, school_name: confirmed.schoolName };
      });
    },
  };
}
