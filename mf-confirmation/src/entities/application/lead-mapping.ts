import type { AddressDetailsDto, LeadDto, LeadRequest, LeadSourcePage, LeadTrackingParams, PdlLeadDto } from '@microloans/shared-contracts/api';
import { readFormType, type FormType } from '@microloans/shared-contracts/routes';
import { digitsOnly, formatPhone, formatSnils, toSentDate, toShownDate } from '@microloans/shared-contracts/validation';
import { applicationSteps, lastStep, type StepIndex } from './steps';
import { emptyApplication, readApplicationValues, type ApplicationField, type ApplicationValues } from './values';

/** What a lead carries besides the typed values (SPEC §3 Lead). */
export type LeadContext = {
  /** From the calculator (`loansForm`) or the lead itself: rubles, days, and the form type. */
  loan: { amount: number; term: number; formType: FormType };
  /** Where the application started (SPEC §3): the site's form or a lender's PD link. */
  sourcePage: LeadSourcePage;
  clientUuid: string | null;
  tracking: LeadTrackingParams;
};

/** The fields asked on steps 0..`step`: a submit sends what the borrower has reached, nothing beyond. */
const fieldsUpTo = (step: StepIndex): Set<ApplicationField> =>
  new Set(applicationSteps.slice(0, step + 1).flatMap((definition) => definition.fields));

/**
 * The lead body of a submit on `step` (SPEC §3, §4): dates YYYY-MM-DD, the phone as 11 digits,
 * income as a number, and without 'address differs' the actual address copies the registration
 * one. The last step marks the application collected. Empty values are dropped by the API client.
 * The form type goes as `sectionSlug` (`loans` or `credits`); an application from a PD link is
 * `sourcePage: pd_link` in the `pdl_lead` scenario.
 */
export function toLeadRequest(values: ApplicationValues, step: StepIndex, context: LeadContext): LeadRequest {
  const asked = fieldsUpTo(step);
  const pick = <K extends ApplicationField>(field: K): ApplicationValues[K] | undefined =>
    asked.has(field) ? values[field] : undefined;
  const differs = values.userAnotherRegistrationRegion;
  const income = digitsOnly(pick('totalIncome') ?? '');
  const body: LeadRequest = {
    ...context.tracking,
    amount: context.loan.amount,
    term: context.loan.term,
    sectionSlug: context.loan.formType,
    sourcePage: context.sourcePage,
    scenario: context.sourcePage === 'pd_link' ? 'pdl_lead' : 'lead',
    type: 'simple',
    clientUuid: context.clientUuid,
    fio: pick('fio')?.trim().replace(/\s+/g, ' '),
    birthday: toSentDate(pick('birthday') ?? ''),
    phone: digitsOnly(pick('phone') ?? ''),
    email: pick('email')?.trim(),
    privacyAgreement: pick('privacyAgreement'),
    mailingAgreement: pick('mailingAgreement'),
  };
  if (asked.has('passportData')) {
    Object.assign(body, {
      passportData: values.passportData,
      passportDate: toSentDate(values.passportDate),
      passportFmsCode: values.passportFmsCode,
      passportIssued: values.passportIssued.trim(),
      birthPlace: values.birthPlace.trim(),
      snilsNumber: values.snilsNumber,
      registrationFullAddress: values.registrationFullAddress.trim(),
      registrationAddress: values.registrationAddress,
      userAnotherRegistrationRegion: differs,
      actualFullAddress: (differs ? values.actualFullAddress : values.registrationFullAddress).trim(),
      actualAddress: differs ? values.actualAddress : values.registrationAddress,
    } satisfies LeadRequest);
  }
  if (asked.has('education')) {
    Object.assign(body, {
      education: values.education || undefined,
      workField: values.workField,
      totalIncome: income ? Number(income) : undefined,
      companyName: values.companyName.trim(),
      jobTitle: values.jobTitle.trim(),
      workPhone: values.workPhone,
    } satisfies LeadRequest);
  }
  if (step === lastStep) body.collected = true;
  return body;
}

const isAddress = (value: unknown): value is AddressDetailsDto => typeof value === 'object' && value !== null;

/** A loaded lead (resume, copy, speed-up draft) as the form shows it. */
export function fromLead(lead: LeadDto): ApplicationValues {
  const text = (value: string | null | undefined) => value ?? '';
  return readApplicationValues({
    ...emptyApplication,
    fio: text(lead.fio),
    birthday: toShownDate(lead.birthday),
    phone: formatPhone(lead.phone),
    email: text(lead.email),
    privacyAgreement: lead.privacyAgreement ?? true,
    mailingAgreement: lead.mailingAgreement ?? true,
    passportData: text(lead.passportData),
    passportDate: toShownDate(lead.passportDate),
    passportFmsCode: text(lead.passportFmsCode),
    passportIssued: text(lead.passportIssued),
    birthPlace: text(lead.birthPlace),
    snilsNumber: formatSnils(lead.snilsNumber),
    registrationFullAddress: text(lead.registrationFullAddress),
    registrationAddress: isAddress(lead.registrationAddress) ? lead.registrationAddress : null,
    userAnotherRegistrationRegion: lead.userAnotherRegistrationRegion ?? false,
    actualFullAddress: lead.userAnotherRegistrationRegion ? text(lead.actualFullAddress) : '',
    actualAddress: lead.userAnotherRegistrationRegion && isAddress(lead.actualAddress) ? lead.actualAddress : null,
    education: lead.education ?? '',
    workField: text(lead.workField),
    totalIncome: lead.totalIncome == null ? '' : String(lead.totalIncome),
    companyName: text(lead.companyName),
    jobTitle: text(lead.jobTitle),
    workPhone: text(lead.workPhone),
  });
}

/** A lead's amount, term (days) and form type (its `sectionSlug`); null when either number is missing. */
export function loanOfLead(lead: Pick<LeadDto, 'amount' | 'term' | 'sectionSlug'>): LeadContext['loan'] | null {
  const { amount, term } = lead;
  const positive = (value: number | null): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;
  return positive(amount) && positive(term) ? { amount, term, formType: readFormType(lead.sectionSlug) } : null;
}

/** What a PD link's lead fills in (SPEC §2 `pd_link`): the contact step; consents as by default. */
export function fromPdlLead(lead: PdlLeadDto): ApplicationValues {
  return {
    ...emptyApplication,
    fio: lead.fio?.trim() ?? '',
    birthday: toShownDate(lead.birthday),
    phone: formatPhone(lead.phone),
    email: lead.email?.trim() ?? '',
  };
}

/** Tracking parameters saved from the query (`get_params`) that a lead carries: the utm_* ones. */
export function trackingParams(saved: Record<string, unknown> | null): LeadTrackingParams {
  const tracking: LeadTrackingParams = {};
  for (const [key, value] of Object.entries(saved ?? {})) {
    if (key.startsWith('utm_') && typeof value === 'string' && value) tracking[key as `utm_${string}`] = value;
  }
  return tracking;
}
