import { toast } from 'react-toastify';
import type { SiteSettingsBody } from '#domain/site.ts';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { useSettings } from '#web/features/site/api/get-settings.ts';
import { useSaveSettings } from '#web/features/site/api/save-settings.ts';
import { SettingsForm } from '#web/features/site/components/settings-form.tsx';
import { SettingsHistory } from '#web/features/site/components/settings-history.tsx';

/** /admin/settings: the site's name, logo, links, contact, captain fee, waiver and reminders. */
export function SettingsPage() {
  usePageTitle('Site Settings');
  const page = useSettings();
  const save = useSaveSettings();
  if (page.isPending) return <Spinner />;
  if (page.isError) {
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
        // A new form once saved values come back, so that what it holds is what is stored.
        key={page.dataUpdatedAt}
        settings={page.data.settings}
        waiver={page.data.waiver}
        onSave={onSave}
      />
      <div className="mx-auto w-full max-w-3xl">
        <SettingsHistory changes={page.data.changes} />
      </div>
    </>
  );
}
