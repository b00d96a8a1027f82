import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { SEED_USER_1 } from '../data/users';
import type { Redirect } from '../data/misc';
import { toLeadView, type LeadFields } from '../domain/lead';
import { composeFio, toProfileView, type ProfileFields } from '../domain/user';
import { notFound } from '../lib/api-error';
import { asRecord, isRecord, readBoolean, readNumber, readString } from '../lib/body';
import { digitsOnly } from '../lib/validators';
import { MESSAGES, ViolationList } from '../lib/violations';
import { MAX_GENERATED_LEADS } from '../state/lead-store';

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];

/** Phones are matched by their digits, emails case-insensitively. */
export const normalizeCodeTarget = (target: string): string =>
  target.includes('@') ? target.trim().toLowerCase() : digitsOnly(target);

/** What a finished application of this user holds: their profile's data. */
function leadFieldsOf(profile: ProfileFields): Partial<LeadFields> {
  return {
    fio: composeFio(profile),
    phone: profile.phone,
    email: profile.email,
    birthday: profile.birthday,
    passportData: profile.passportData,
    passportDate: profile.passportDate,
    passportFmsCode: profile.passportFmsCode,
    passportIssued: profile.passportIssued,
    birthPlace: profile.birthPlace,
    registrationFullAddress: profile.registrationFullAddress,
    userAnotherRegistrationRegion: false,
    actualFullAddress: profile.actualFullAddress ?? profile.registrationFullAddress,
    snilsNumber: profile.snilsNumber,
    workField: profile.workField,
    totalIncome: profile.totalIncome,
    companyName: profile.companyName,
    jobTitle: profile.jobTitle,
    workPhone: profile.workPhone,
    education: profile.education,
    privacyAgreement: true,
    mailingAgreement: profile.mailingAgreement,
  };
}

/** Test helpers; registered only with `devEndpoints`. No token needed. */
export function registerDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { store } = ctx;
  const dev = store.dev;

  app.get<{ Params: { target: string } }>('/__dev/codes/:target', async (request) => {
    const code = store.codes.lastCode(normalizeCodeTarget(request.params.target));
    if (code === null) throw notFound('Код не отправлялся');
    return { code };
  });

  app.post('/__dev/reset', async (request) => {
    store.reset({ keepTokens: readBoolean(asRecord(request.body), 'keepTokens') === true });
    return { reset: true };
  });

  app.get('/__dev/faults', async () => ({ faults: dev.faults.map((fault) => ({ ...fault })) }));

  app.post('/__dev/faults', async (request, reply) => {
    const body = asRecord(request.body);
    const violations = new ViolationList();
    const path = readString(body, 'path') ?? '';
    const method = readString(body, 'method')?.toUpperCase() ?? null;
    const status = readNumber(body, 'status') ?? null;
    const delayMs = readNumber(body, 'delayMs') ?? 0;
    const count = readNumber(body, 'count') ?? 1;
    if (!path.startsWith('/')) violations.add('path', MESSAGES.required);
    if (method !== null && !HTTP_METHODS.includes(method)) violations.add('method', MESSAGES.select);
    if (status !== null && (!Number.isInteger(status) || status < 200 || status > 599)) violations.add('status', 'Код ответа 200..599');
    if (!Number.isFinite(delayMs) || delayMs < 0 || delayMs > 60_000) violations.add('delayMs', '0..60000 мс');
    if (!Number.isInteger(count) || count < 1) violations.add('count', 'Целое число от 1');
    if (status === null && delayMs === 0) violations.add('status', 'Укажите status или delayMs');
    violations.throwIfAny();
    const fault = { path, method, status, delayMs, remaining: count, body: body.body };
    dev.faults.push(fault);
    return reply.code(201).send({ fault: { ...fault } });
  });

  app.delete('/__dev/faults', async () => {
    const cleared = dev.faults.length;
    dev.faults = [];
    return { cleared };
  });

  app.post('/__dev/expire-tokens', async () => ({ expired: store.tokens.expireAllAccessTokens() }));

  app.post('/__dev/blacklist', async (request) => {
    const raw: unknown = asRecord(request.body).paths;
    const list: unknown[] = Array.isArray(raw) ? raw : [];
    const paths = list.filter((path): path is string => typeof path === 'string');
    if (!Array.isArray(raw) || paths.length !== list.length) {
      new ViolationList().add('paths', MESSAGES.required).throwIfAny();
    }
    dev.blacklist = paths;
    return { paths: [...dev.blacklist] };
  });

  app.post('/__dev/redirects', async (request) => {
    const list = asRecord(request.body).redirects;
    const redirects: Redirect[] = [];
    if (Array.isArray(list)) {
      for (const item of list) {
        if (!isRecord(item) || typeof item.from !== 'string' || typeof item.to !== 'string') continue;
        const redirect: Redirect = { from: item.from, to: item.to };
        if (typeof item.permanent === 'boolean') redirect.permanent = item.permanent;
        if (typeof item.external === 'boolean') redirect.external = item.external;
        redirects.push(redirect);
      }
    } else {
      new ViolationList().add('redirects', MESSAGES.required).throwIfAny();
    }
    dev.redirects = redirects;
    return { redirects };
  });

  app.post('/__dev/docs', async (request) => {
    const body = asRecord(request.body);
    const slug = readString(body, 'slug');
    const title = readString(body, 'title');
    const html = readString(body, 'body');
    const violations = new ViolationList();
    if (!slug || !/^[a-z0-9-]+$/.test(slug)) violations.add('slug', MESSAGES.required);
    if (!title) violations.add('title', MESSAGES.required);
    if (html === undefined) violations.add('body', MESSAGES.required);
    violations.throwIfAny();
    const doc = { slug: slug!, title: title!, body: html!, updatedAt: new Date().toISOString() };
    dev.docs = [...dev.docs.filter((item) => item.slug !== doc.slug), doc];
    return { doc };
  });

  app.get('/__dev/stats', async () => {
    const calls = Object.fromEntries([...dev.calls].sort(([a], [b]) => a.localeCompare(b)));
    const routes = Object.fromEntries([...dev.routeCalls].sort(([a], [b]) => a.localeCompare(b)));
    const total = [...dev.calls.values()].reduce((sum, value) => sum + value, 0);
    return { total, calls, routes };
  });

  app.delete('/__dev/stats', async () => {
    dev.resetStats();
    return { reset: true };
  });

  app.post('/__dev/loyalty', async (request) => {
    const body = asRecord(request.body);
    const user = store.users.findByPhone(digitsOnly(readString(body, 'phone') ?? ''));
    if (!user) throw notFound('Пользователь не найден');
    user.loyalty.isActive = readBoolean(body, 'isActive') ?? !user.loyalty.isActive;
    return { phone: user.profile.phone, isActive: user.loyalty.isActive };
  });

  app.get('/__dev/users', async () => ({ users: store.users.all().map(toProfileView) }));

  app.get('/__dev/telemetry', async () => ({ logs: store.telemetry.logs, visits: store.telemetry.visits }));

  app.get('/__dev/leads', async () => ({ leads: store.leads.all().map(toLeadView) }));

  // Many applications of one user at once (a long history), the same ones after every reset.
  app.post('/__dev/leads/bulk', async (request, reply) => {
    const body = asRecord(request.body);
    const count = readNumber(body, 'count');
    if (count === undefined || !Number.isInteger(count) || count < 1 || count > MAX_GENERATED_LEADS) {
      new ViolationList().add('count', `Целое число от 1 до ${MAX_GENERATED_LEADS}`).throwIfAny();
    }
    const user = store.users.findByPhone(digitsOnly(readString(body, 'phone') ?? SEED_USER_1.phone));
    if (!user) throw notFound('Пользователь не найден');
    const leads = store.leads.generate(user.id, count!, leadFieldsOf(user.profile));
    return reply.code(201).send({
      created: leads.length,
      total: store.leads.forUser(user.id).length,
      leads: leads.map((lead) => ({ id: lead.id, uuid: lead.uuid, status: lead.status })),
    });
  });
}
