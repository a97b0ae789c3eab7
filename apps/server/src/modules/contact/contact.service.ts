import type { ContactMessageBody, ProblemReportBody } from '@markwell/contracts';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { notFound } from '../../lib/errors';
import { visibleCurriculaIds } from '../curricula/index';
import type { Mailer } from '../../plugins/mail';
import { notify } from '../notifications/index';
import { createContactRepository } from './contact.repository';

type ContactInput = Required<Omit<ContactMessageBody, 'website'>> & { website?: string | undefined };

/** Mail header values on one line (a newline would let a sender add headers). */
const oneLine = (v: string) => v.replace(/[\r\n]+/g, ' ').trim();

export function createContactService(db: Db, mail: Mailer, staffEmail: string) {
  const repo = createContactRepository(db);
  return {
    /**
     * Stores a contact message and mails it to the staff address. A filled honeypot (a field
     * people never see) is answered like a success, but nothing is stored or sent.
     */
    async sendContact(body: ContactInput, ip: string) {
      if (body.website && body.website.trim() !== '') return { success: true as const };
      const subject = oneLine(body.subject) || 'Hello Markwell team';
      await repo.insertMessage({
        name: body.name,
        email: body.email,
        work: body.work,
        subject,
        message: body.message,
        vouchers: body.vouchers,
        ip,
      });
      await mail.send({
        to: staffEmail,
        subject: `[Contact] ${subject}`.slice(0, 250),
        replyTo: oneLine(body.email),
        text: [
          `From: ${oneLine(body.name)} <${oneLine(body.email)}>`,
          `Workplace: ${body.work || '(not given)'}`,
          `Consent to be contacted: ${body.vouchers ? 'yes' : 'no'}`,
          '',
          body.message,
        ].join('\n'),
      });
      return { success: true as const };
    },

    async listMessages(limit: number, offset: number) {
      const { items, total, total_capped } = await repo.listMessages(limit, offset);
      return {
        total,
        total_capped,
        items: items.map((m) => ({
          id: m.id,
          name: m.name,
          email: m.email,
          work: m.work,
          subject: m.subject,
          message: m.message,
          vouchers: m.vouchers,
          createdAt: m.createdAt.toISOString(),
        })),
      };
    },

    /** A signed-in user reports a problem with a question or a page; staff read the reports. */
    async reportProblem(user: AuthUser, body: ProblemReportBody) {
      // A question outside the caller's curricula is answered exactly like a missing one.
      if (
        body.questionId !== undefined &&
        !(await repo.questionExists(body.questionId, await visibleCurriculaIds(db, user)))
      ) {
        throw notFound('Question');
      }
      const row = await repo.insertReport({
        userId: user.id,
        type: body.type,
        questionId: body.questionId ?? null,
        url: body.url || null,
        message: body.message,
      });
      await notify(db, await repo.staffUserIds(), {
        title: `Problem reported by ${user.name}`,
        body: body.message.slice(0, 500),
        link: '/staff/inbox',
      });
      return { success: true as const, id: row.id };
    },

    async listReports(limit: number, offset: number) {
      const { items, total, total_capped } = await repo.listReports(limit, offset);
      return { total, total_capped, items: items.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
    },
  };
}
