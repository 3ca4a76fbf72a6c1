import { AD_URL_LIST_LENGTH } from '#domain/advertisements.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { FormError } from '#web/components/ui/form.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAdvertisements } from '#web/features/advertisements/api/list-advertisements.ts';
import { useAdvertisementDelete } from '#web/features/advertisements/components/delete-advertisement.ts';
import { paths } from '../../paths.ts';

const headerClass = 'px-4 py-3';
const cellClass = 'px-4 py-3';

/** SPEC §9: a URL cut at 50 characters in the list; the whole address stays in the title. */
function TruncatedUrl({ url }: { url: string }) {
  const cut = url.length > AD_URL_LIST_LENGTH;
  return (
    <span title={url} className="[overflow-wrap:anywhere]">
      {cut ? `${url.slice(0, AD_URL_LIST_LENGTH)}...` : url}
    </span>
  );
}

/** SPEC §2 advertisements list: Active or Inactive, URLs cut short, Edit and Delete. */
export function AdvertisementsListPage() {
  usePageTitle('Advertisements');
  const advertisements = useAdvertisements();
  const remove = useAdvertisementDelete();

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight">Advertisements</h1>
        <ButtonLink to={paths.admin.advertisementsCreate}>Create Advertisement</ButtonLink>
      </div>
      <div className="mt-6 empty:hidden">
        <FormError message={remove.deleteError} />
      </div>
      {advertisements.isPending ? <Spinner label="Loading advertisements" /> : null}
      {advertisements.isError ? (
        <p role="alert" className="mt-6 text-red-300">
          {/* A failed refresh keeps the last list on screen. */}
          {advertisements.data ? 'Error loading advertisements' : 'Failed to load advertisements'}
        </p>
      ) : null}
      {advertisements.data ? (
        advertisements.data.length === 0 ? (
          <p className="mt-6 text-neutral-300">No advertisements yet.</p>
        ) : (
          <div
            role="region"
            aria-label="Advertisements"
            tabIndex={0}
            className="relative mt-6 overflow-x-auto rounded-xl border border-neutral-800"
          >
            <table className="w-full text-left text-sm">
              <thead className="bg-neutral-900 text-neutral-300">
                <tr>
                  <th scope="col" className={headerClass}>
                    Name
                  </th>
                  <th scope="col" className={headerClass}>
                    Image URL
                  </th>
                  <th scope="col" className={headerClass}>
                    Target URL
                  </th>
                  <th scope="col" className={headerClass}>
                    Status
                  </th>
                  <th scope="col" className={`${headerClass} text-right`}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {advertisements.data.map((ad) => (
                  <tr key={ad.id} className="border-t border-neutral-800">
                    <td className={`${cellClass} min-w-40 font-medium break-words`}>{ad.name}</td>
                    <td className={`${cellClass} min-w-48`}>
                      <TruncatedUrl url={ad.imageUrl} />
                    </td>
                    <td className={`${cellClass} min-w-48`}>
                      <TruncatedUrl url={ad.targetUrl} />
                    </td>
                    <td className={cellClass}>
                      {ad.isActive ? (
                        <span className="font-semibold text-green-300">Active</span>
                      ) : (
                        <span className="text-neutral-400">Inactive</span>
                      )}
                    </td>
                    <td className={cellClass}>
                      <div className="flex justify-end gap-2">
                        <ButtonLink
                          to={paths.admin.advertisementsUpdate(ad.id)}
                          variant="secondary"
                          aria-label={`Edit ${ad.name}`}
                        >
                          Edit
                        </ButtonLink>
                        <Button
                          variant="danger"
                          onClick={() => remove.ask({ id: ad.id, name: ad.name })}
                          aria-label={`Delete ${ad.name}`}
                        >
                          Delete
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : null}
      <ConfirmDialog {...remove.dialog} />
    </section>
  );
}
