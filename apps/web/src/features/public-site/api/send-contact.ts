/**
 * PATCH /api/v2/send/contact with the contact message payload:
 * { name, email, work, subject, message, vouchers } plus the honeypot `website`.
 */
import type { contactEndpoints } from '@markwell/contracts/endpoints/contact';
import { callEndpoint, endpointAddress } from '../../../lib/call-endpoint';
import type { ContactMessageBody } from '@markwell/contracts/cms';
import { useAction } from '../../../lib/use-action';

/** The fixed subject: a greeting to the team. */
export const CONTACT_SUBJECT = 'Hello Markwell team';

/** What the form holds, by the form's own field names. */
export interface ContactFormValues {
  fname: string;
  lname: string;
  email: string;
  workplace: string;
  reason: string;
  consent: boolean;
  /** Honeypot: people never see it, so it stays empty. */
  website: string;
}

export const emptyContactForm: ContactFormValues = {
  fname: '',
  lname: '',
  email: '',
  workplace: '',
  reason: '',
  consent: false,
  website: '',
};

/** fname + lname -> name, workplace -> work, reason -> message, consent -> vouchers. */
export function toContactPayload(values: ContactFormValues): ContactMessageBody {
  return {
    name: [values.fname.trim(), values.lname.trim()].filter(Boolean).join(' '),
    email: values.email.trim(),
    work: values.workplace.trim(),
    subject: CONTACT_SUBJECT,
    message: values.reason.trim(),
    vouchers: values.consent,
    website: values.website,
  };
}

export function sendContact(body: ContactMessageBody): Promise<unknown> {
  return callEndpoint(endpointAddress<typeof contactEndpoints.patchSendContact>('PATCH', '/api/v2/send/contact'), {
    body,
  });
}

/** The form shows success and failure itself (popups), so errors stay silent. */
export function useSendContact() {
  return useAction((values: ContactFormValues) => sendContact(toContactPayload(values)));
}
