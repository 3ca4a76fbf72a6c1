import { toast } from 'react-toastify';
import type { SiteSettingsBody } from '#domain/site.ts';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { useSettings } from '#web/features/site/api/get-settings.ts';
import { useSaveSettings } from '#web/features/site/api/save-settings.ts';
import { useEmailSettings } from '#web/features/site/api/get-email-settings.ts';
import { useSaveEmailSettings } from '#web/features/site/api/save-email-settings.ts';
import { useTestEmailSettings } from '#web/features/site/api/test-email-settings.ts';
import { EmailSettingsForm } from '#web/features/site/components/email-settings-form.tsx';
import { SettingsForm } from '#web/features/site/components/settings-form.tsx';
import { SettingsHistory } from '#web/features/site/components/settings-history.tsx';

/** /admin/settings: the site's name, logo, links, contact, captain fee, waiver, reminders and mail server. */
export function SettingsPage() {
  usePageTitle('Site Settings');
  const page = useSettings();
  const save = useSaveSettings();
  const email = useEmailSettings();
  const saveEmail = useSaveEmailSettings();
  const testEmail = useTestEmailSettings();
  if (page.isPending || email.isPending) return <Spinner />;
  if (page.isError || email.isError) {
    return (
      <LoadFailure
        message="Failed to load the settings"
        back={{ to: paths.admin.dashboard, label: 'Back to the dashboard' }}
      />
    );
  }

  const onSave = async ({ captainFee, ...body }: SiteSettingsBody) => {
    await save.mutateAsync({ ...body, captainFee: (captainFee / 100).toFixed(2) });
    toast.success('Settings saved');
  };

  return (
    <>
      <SettingsForm
        // A new form once other values come back, so that what it holds is what is stored; a
        // refetch of the same values (the email settings saved) keeps what is being typed.
        key={JSON.stringify([page.data.settings, page.data.waiver.version])}
        settings={page.data.settings}
        waiver={page.data.waiver}
        onSave={onSave}
      />
      <EmailSettingsForm
        key={JSON.stringify(email.data)}
        settings={email.data}
        testAddress={page.data.settings.contactEmail}
        onSave={async (body) => {
          await saveEmail.mutateAsync(body);
          toast.success('Email settings saved');
        }}
        onTest={(body) => testEmail.mutateAsync(body)}
      />
      <div className="mx-auto w-full max-w-3xl">
        <SettingsHistory changes={page.data.changes} />
      </div>
    </>
  );
}
