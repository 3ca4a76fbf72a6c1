import { zodResolver } from '@hookform/resolvers/zod';
import {
  useId,
  useRef,
  useState,
  type BaseSyntheticEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type SubmitErrorHandler,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '#web/lib/api-client.ts';
import { useUnsavedChanges } from '#web/lib/unsaved-changes.ts';
import { Button, ButtonLink } from './button.tsx';

/** A form validated in the browser by the same domain schema the server validates with. */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
  });
}

/**
 * Runs a valid form's action; when the server refuses, its message (or the screen's
 * fallback, docs/rules/messages.md#form-level-fallbacks) is shown at form level. While the
 * form holds changes not saved, leaving the page is asked about first; a save under way (which
 * may go on to the list) is not.
 */
export function useServerSubmit<Input extends FieldValues, Output>(
  form: UseFormReturn<Input, unknown, Output>,
  /** Saves; `false` means it did not (the admin answered No to a question), so the changes stay unsaved. */
  action: (values: Output) => Promise<void | false>,
  fallback: string,
  /** What else an invalid form does, beside showing each field's message. */
  onInvalid?: SubmitErrorHandler<Input>,
): {
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /**
   * Runs another save the screen offers instead of the form's own (which may go on to another
   * page): leaving during it is not asked about, and once it is done the entry counts as dealt with.
   */
  saveInstead: (action: () => Promise<void>) => Promise<void>;
  formError: string | null;
} {
  const [formError, setFormError] = useState<string | null>(null);
  const saving = useRef(false);
  const { isDirty } = form.formState;
  useUnsavedChanges(() => isDirty && !saving.current);
  const onSubmit = (event?: BaseSyntheticEvent) =>
    form.handleSubmit(async (values) => {
      setFormError(null);
      saving.current = true;
      try {
        // Saved: what the form holds now is what is stored.
        if ((await action(values)) !== false) form.reset(form.getValues());
      } catch (error) {
        setFormError(errorMessage(error, fallback));
      } finally {
        saving.current = false;
      }
    }, onInvalid)(event);
  const saveInstead = async (action: () => Promise<void>) => {
    saving.current = true;
    try {
      await action();
      form.reset(form.getValues());
    } finally {
      saving.current = false;
    }
  };
  return { onSubmit, saveInstead, formError };
}

type FieldText = { label: string; error?: string | undefined; hint?: string | undefined };

/** The ids a control needs to name its hint and error for screen readers. */
function useFieldIds({ hint, error }: FieldText) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return {
    id,
    control: { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined },
  };
}

/** A label over its control, then the hint and the error of the field. */
function Field({ id, label, hint, error, children }: FieldText & { id: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-neutral-200">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-neutral-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = FieldText & { registration: UseFormRegisterReturn } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'name'
  >;

export function TextField({ label, registration, error, hint, type = 'text', ...rest }: TextFieldProps) {
  const { id, control } = useFieldIds({ label, hint, error });
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input
        {...control}
        type={type}
        className="min-h-10 rounded-md border border-neutral-600 bg-neutral-900 px-3 py-2 text-neutral-100 placeholder:text-neutral-500 aria-invalid:border-red-400"
        {...registration}
        {...rest}
      />
    </Field>
  );
}

type TextAreaFieldProps = FieldText & { registration: UseFormRegisterReturn } & Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    'name'
  >;

/** A multi-line text field that looks like the text fields. */
export function TextAreaField({ label, registration, error, hint, ...rest }: TextAreaFieldProps) {
  const { id, control } = useFieldIds({ label, hint, error });
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <textarea
        {...control}
        className="rounded-md border border-neutral-600 bg-neutral-900 px-3 py-2 text-neutral-100 placeholder:text-neutral-500 aria-invalid:border-red-400"
        {...registration}
        {...rest}
      />
    </Field>
  );
}

type SelectFieldProps = FieldText & {
  /** Absent for a select the page controls itself (`value` and `onChange`). */
  registration?: UseFormRegisterReturn;
  /** The options, after a blank first one whose text is `placeholder` (none without it). */
  options: readonly { value: string; label: string }[];
  /** Options under `<optgroup>` headings (e.g. teams by league), after `options`. */
  groups?: readonly { label: string; options: readonly { value: string; label: string }[] }[];
  placeholder?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'>;

/** A native `<select>`: every screen reader and phone picker handles it (docs/rules/screens.md#forms). */
export function SelectField({
  label,
  registration,
  options,
  groups = [],
  placeholder,
  error,
  hint,
  ...rest
}: SelectFieldProps) {
  const { id, control } = useFieldIds({ label, hint, error });
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <select
        {...control}
        className="min-h-10 rounded-md border border-neutral-600 bg-neutral-900 px-3 py-2 text-neutral-100 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-400"
        {...registration}
        {...rest}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {groups.map((group, index) => (
          <optgroup key={`${index}-${group.label}`} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </Field>
  );
}

type CheckboxFieldProps = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type'>;

export function CheckboxField({ label, registration, error, ...rest }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand"
          {...registration}
          {...rest}
        />
        <label htmlFor={id} className="text-sm font-medium text-neutral-100">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The server's message for the whole form (docs/rules/messages.md#where-messages-show). */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-red-500/50 bg-red-950/60 px-3 py-2 text-sm text-red-200">
      {message}
    </p>
  );
}

export function FormCard({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <section
      className={`mx-auto w-full ${wide ? 'max-w-3xl' : 'max-w-md'} rounded-xl border border-neutral-800 bg-neutral-900/60 p-6 shadow-lg`}
    >
      <h1 className="mb-6 text-2xl font-bold tracking-tight">{title}</h1>
      {children}
    </section>
  );
}

/** A form's submit button, off while the form is sent, beside Cancel, which goes back to `cancelTo`. */
export function SubmitOrCancel({
  label,
  submitting,
  cancelTo,
}: {
  label: string;
  submitting: boolean;
  cancelTo: string;
}) {
  return (
    <div className="flex gap-3">
      <Button type="submit" disabled={submitting}>
        {label}
      </Button>
      <ButtonLink to={cancelTo} variant="secondary">
        Cancel
      </ButtonLink>
    </div>
  );
}
