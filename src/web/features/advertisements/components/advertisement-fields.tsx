import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { NewAdvertisementBody } from '#domain/advertisements.ts';
import { isWebAddress } from '#domain/fields.ts';
import { CheckboxField, TextField } from '#web/components/ui/form.tsx';

/** The ad's fields, shared by the create and update screens (their schemas differ only in messages). */
export function AdvertisementFields() {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<NewAdvertisementBody>();
  const imageUrl = watch('imageUrl').trim();
  return (
    <>
      <TextField label="Name" autoComplete="off" registration={register('name')} error={errors.name?.message} />
      <TextField
        label="Image URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        hint="An https:// address or a path on this site, such as /ads/banner.svg."
        registration={register('imageUrl')}
        error={errors.imageUrl?.message}
      />
      <ImagePreview key={imageUrl} url={imageUrl} />
      <TextField
        label="Target URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        hint="Where a click on the ad goes."
        registration={register('targetUrl')}
        error={errors.targetUrl?.message}
      />
      <CheckboxField label="Active" registration={register('isActive')} />
    </>
  );
}

/** What the ad will look like; keyed by the address, so a new address tries again. */
function ImagePreview({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  if (!url || !isWebAddress(url)) return null;
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-sm font-medium text-neutral-200">Image preview</figcaption>
      {failed ? (
        <p className="rounded-md border border-neutral-700 p-3 text-sm text-neutral-300">
          The image could not be loaded from this address.
        </p>
      ) : (
        <img
          src={url}
          alt="Preview of the ad image"
          onError={() => setFailed(true)}
          className="max-h-48 w-full rounded-md border border-neutral-700 bg-neutral-950 object-contain"
        />
      )}
    </figure>
  );
}
