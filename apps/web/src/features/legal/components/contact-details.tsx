import { LOCATION } from '../content/types';

/** SPEC §2: contact page, an e-mail address (from configuration) and the location. */
export function ContactDetails({ email }: { email: string }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <div className="rounded-2xl border border-line bg-surface p-5 shadow-card">
        <dt className="text-sm font-semibold tracking-wide text-brand-700 uppercase">E-mail</dt>
        <dd className="mt-2">
          <a
            href={`mailto:${email}`}
            className="text-lg font-bold break-all text-ink underline-offset-2 hover:underline"
          >
            {email}
          </a>
        </dd>
      </div>
      <div className="rounded-2xl border border-line bg-surface p-5 shadow-card">
        <dt className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Location</dt>
        <dd className="mt-2 text-lg font-bold text-ink">{LOCATION}</dd>
      </div>
    </dl>
  );
}
