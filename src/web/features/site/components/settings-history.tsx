import { EMAIL_SETTINGS_LABELS, SMTP_SECURITY, type SmtpSecurity } from '#domain/email-settings.ts';
import { formatMoment } from '#domain/format.ts';
import { SETTINGS_LABELS, formatFee, type SettingsChange } from '#domain/site.ts';
import { Section } from '#web/components/ui/section.tsx';
import { emptyTextClass } from '#web/components/ui/table.tsx';

const LABELS: Record<string, string> = { ...SETTINGS_LABELS, ...EMAIL_SETTINGS_LABELS };
const label = (field: string) => LABELS[field] ?? field;

function shown(field: string, value: unknown): string {
  if (value === null || value === '') return '(blank)';
  if (field === 'captainFeeCents' && typeof value === 'number') return formatFee(value);
  if (field === 'smtpSecurity' && typeof value === 'string' && value in SMTP_SECURITY) {
    return SMTP_SECURITY[value as SmtpSecurity].name;
  }
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  return String(value);
}

/** The latest changes of the settings: who, when, and each field from what to what. */
export function SettingsHistory({ changes }: { changes: SettingsChange[] }) {
  return (
    <Section title="Recent changes">
      {changes.length === 0 ? (
        <p className={emptyTextClass}>The settings have not been changed since the site was set up.</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {changes.map((change) => (
            <li key={change.id} className="rounded-lg border border-neutral-800 bg-neutral-900/60 p-4 text-sm">
              <p className="font-semibold text-neutral-100">
                {change.changedBy} · <time dateTime={change.changedAt}>{formatMoment(change.changedAt)}</time>
              </p>
              <ul className="mt-2 flex flex-col gap-1 text-neutral-300">
                {change.fields.map((field) => (
                  <li key={field.field} className="break-words">
                    <span className="text-neutral-100">{label(field.field)}</span>: {shown(field.field, field.from)} →{' '}
                    {shown(field.field, field.to)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
