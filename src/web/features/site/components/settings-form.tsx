import { useWatch } from 'react-hook-form';
import { PHONE_FORMAT_HINT } from '#domain/players.ts';
import {
  captainFeeNotice,
  formatFee,
  siteSettingsBody,
  type SiteSettings,
  type SiteSettingsBody,
  type Waiver,
} from '#domain/site.ts';
import { paths } from '#web/config/paths.ts';
import {
  CheckboxField,
  FormCard,
  FormError,
  SubmitOrCancel,
  TextAreaField,
  TextField,
  useServerSubmit,
  useZodForm,
} from '#web/components/ui/form.tsx';

const fieldsetClass = 'flex min-w-0 flex-col gap-4';
const legendClass = 'mb-4 w-full border-b border-neutral-800 pb-2 text-lg font-bold text-white';
const linkHint = 'Optional. An address starting with https://; leave it blank to hide the link.';

type SettingsFormProps = {
  settings: SiteSettings;
  waiver: Waiver;
  /** Saves; a refusal it throws shows at form level. */
  onSave: (body: SiteSettingsBody) => Promise<void>;
};

/** Every setting of the site, validated as the server validates it (docs/decisions/026-site-settings.md). */
export function SettingsForm({ settings, waiver, onSave }: SettingsFormProps) {
  const form = useZodForm(siteSettingsBody, {
    siteName: settings.siteName,
    logoUrl: settings.logoUrl ?? '',
    adHeadline: settings.adHeadline,
    shopUrl: settings.shopUrl ?? '',
    instagramUrl: settings.instagramUrl ?? '',
    youtubeUrl: settings.youtubeUrl ?? '',
    builderCredit: settings.builderCredit,
    contactEmail: settings.contactEmail,
    contactPhone: settings.contactPhone ?? '',
    captainFee: String(settings.captainFeeCents / 100),
    captainFeeNotice: settings.captainFeeNotice,
    weeklyReminders: settings.weeklyReminders,
    waiverText: waiver.text,
  });
  const { errors, isSubmitting } = form.formState;
  const { onSubmit, formError } = useServerSubmit(form, onSave, 'An error occurred while saving the settings.');
  const [fee, notice] = useWatch({ control: form.control, name: ['captainFee', 'captainFeeNotice'] });
  const feeCents = siteSettingsBody.shape.captainFee.safeParse(fee);

  return (
    <FormCard title="Site Settings" wide>
      <p className="-mt-3 mb-6 text-sm text-neutral-300">
        What visitors see on every page. A change shows on the public pages as soon as it is saved.
      </p>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-8">
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>Name and logo</legend>
          <TextField label="Site name" registration={form.register('siteName')} error={errors.siteName?.message} />
          <TextField
            label="Logo URL"
            type="url"
            inputMode="url"
            hint="Optional. A square image starting with https://; blank shows the league's own logo."
            registration={form.register('logoUrl')}
            error={errors.logoUrl?.message}
          />
          <TextField
            label="Ad section headline"
            hint="The heading of the home page's advertisements; leave it blank for none. It shows only while an ad is active."
            registration={form.register('adHeadline')}
            error={errors.adHeadline?.message}
          />
          <TextField
            label="Builder credit"
            hint="The web builder's credit in the footer."
            registration={form.register('builderCredit')}
            error={errors.builderCredit?.message}
          />
        </fieldset>

        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>Links</legend>
          <TextField
            label="Shop link"
            type="url"
            inputMode="url"
            hint={linkHint}
            registration={form.register('shopUrl')}
            error={errors.shopUrl?.message}
          />
          <TextField
            label="Instagram link"
            type="url"
            inputMode="url"
            hint={linkHint}
            registration={form.register('instagramUrl')}
            error={errors.instagramUrl?.message}
          />
          <TextField
            label="YouTube link"
            type="url"
            inputMode="url"
            hint={linkHint}
            registration={form.register('youtubeUrl')}
            error={errors.youtubeUrl?.message}
          />
        </fieldset>

        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>Contact</legend>
          <TextField
            label="Contact email"
            type="email"
            autoComplete="off"
            hint="Shown on the contact and privacy pages ({{contactEmail}} in a page)."
            registration={form.register('contactEmail')}
            error={errors.contactEmail?.message}
          />
          <TextField
            label="Contact phone"
            type="tel"
            hint={`Optional. ${PHONE_FORMAT_HINT}`}
            registration={form.register('contactPhone')}
            error={errors.contactPhone?.message}
          />
        </fieldset>

        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>Captain fee</legend>
          <TextField
            label="Captain fee (dollars)"
            inputMode="decimal"
            hint="The team fee a captain pays, such as 2300 or 2300.50."
            registration={form.register('captainFee')}
            error={errors.captainFee?.message}
          />
          <TextAreaField
            label="Captain fee notice"
            rows={3}
            hint="Shown when a player ticks the captain box; {fee} stands for the fee."
            registration={form.register('captainFeeNotice')}
            error={errors.captainFeeNotice?.message}
          />
          <p className="rounded-md border border-neutral-700 bg-neutral-950/60 p-3 text-sm text-neutral-300">
            <span className="font-semibold text-neutral-100">Players will read: </span>
            {feeCents.success
              ? captainFeeNotice({ captainFeeCents: feeCents.data, captainFeeNotice: String(notice ?? '') })
              : `(enter a fee such as ${formatFee(230_000)})`}
          </p>
        </fieldset>

        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>Waiver</legend>
          <TextAreaField
            label="Waiver text"
            rows={10}
            hint={`Players agree to it when they register. Version ${waiver.version} now: a changed text becomes the next version, and each registration keeps the version it agreed to.`}
            registration={form.register('waiverText')}
            error={errors.waiverText?.message}
          />
        </fieldset>

        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>Email</legend>
          <CheckboxField
            label="Send each team's players a reminder of their next game every Monday"
            registration={form.register('weeklyReminders')}
            error={errors.weeklyReminders?.message}
          />
        </fieldset>

        <FormError message={formError} />
        <SubmitOrCancel label="Save settings" submitting={isSubmitting} cancelTo={paths.admin.dashboard} />
      </form>
    </FormCard>
  );
}
