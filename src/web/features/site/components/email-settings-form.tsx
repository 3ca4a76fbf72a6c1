import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  SMTP_SECURITY,
  SMTP_SECURITY_KEYS,
  emailSettingsBody,
  emailTestBody,
  type EmailSettings,
  type EmailSettingsBody,
  type EmailTestBody,
  type EmailTestResult,
} from '#domain/email-settings.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  CheckboxField,
  FormError,
  SelectField,
  TextField,
  useServerSubmit,
  useZodForm,
} from '#web/components/ui/form.tsx';
import { errorMessage } from '#web/lib/api-client.ts';

const SECURITY_OPTIONS = SMTP_SECURITY_KEYS.map((key) => ({ value: key, label: SMTP_SECURITY[key].label }));
const USUAL_PORTS = new Set(SMTP_SECURITY_KEYS.map((key) => String(SMTP_SECURITY[key].port)));

type EmailSettingsFormProps = {
  settings: EmailSettings;
  /** Where the test goes unless the admin types another address: the league's contact email. */
  testAddress: string;
  /** Saves; a refusal it throws shows at form level. */
  onSave: (body: EmailSettingsBody) => Promise<void>;
  /** Sends a test message with the form's settings; answers what the mail server said. */
  onTest: (body: EmailTestBody) => Promise<EmailTestResult>;
};

/**
 * The mail server the league's email goes out through, and a test message that tries the
 * settings in the form before they are saved (docs/decisions/044-email-settings.md).
 */
export function EmailSettingsForm({ settings, testAddress, onSave, onTest }: EmailSettingsFormProps) {
  const form = useZodForm(emailSettingsBody, {
    host: settings.host,
    port: String(settings.port),
    security: settings.security,
    user: settings.user,
    password: '',
    clearPassword: false,
    from: settings.from,
  });
  const { errors, isSubmitting } = form.formState;
  const { onSubmit, formError } = useServerSubmit(form, onSave, 'An error occurred while saving the email settings.');
  const clearPassword = useWatch({ control: form.control, name: 'clearPassword' });
  const security = form.register('security', {
    // A usual port follows the security chosen; a port of the league's own stays.
    onChange: (event: { target: { value: string } }) => {
      const chosen = SMTP_SECURITY[event.target.value as keyof typeof SMTP_SECURITY];
      if (chosen && USUAL_PORTS.has(String(form.getValues('port')).trim())) {
        form.setValue('port', String(chosen.port), { shouldDirty: true });
      }
    },
  });

  const [to, setTo] = useState(testAddress);
  const [toError, setToError] = useState<string | undefined>();
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<EmailTestResult | null>(null);
  const resultId = useId();

  const sendTest = async () => {
    setResult(null);
    const parsed = emailTestBody.safeParse({ ...form.getValues(), to });
    if (!parsed.success) {
      // The settings' own messages under their fields; the address's under its own.
      await form.trigger();
      const issue = parsed.error.issues.find((each) => each.path[0] === 'to');
      setToError(issue?.message);
      const host = parsed.error.issues.find((each) => each.path[0] === 'host');
      if (host) form.setError('host', { message: host.message });
      return;
    }
    setToError(undefined);
    setTesting(true);
    try {
      setResult(await onTest(parsed.data));
    } catch (error) {
      setResult({ sent: false, message: errorMessage(error, 'The test message could not be sent.') });
    } finally {
      setTesting(false);
    }
  };

  return (
    <section
      aria-labelledby="email-settings-title"
      className="mx-auto w-full max-w-3xl rounded-xl border border-neutral-800 bg-neutral-900/60 p-6 shadow-lg"
    >
      <h2 id="email-settings-title" className="mb-2 text-xl font-bold tracking-tight">
        Email delivery
      </h2>
      <p className="mb-6 text-sm text-neutral-300">
        The mail server that sends registration replies, game news and reminders. A change is used for the next message,
        on every server, without a restart.
        {settings.saved ? null : ' These values come from the server’s configuration (SMTP_URL); nothing is saved yet.'}
      </p>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label="Mail server"
          autoComplete="off"
          spellCheck={false}
          hint="The SMTP server of your email provider, such as smtp.example.org. Leave it blank to send no email: messages then wait in the outbox."
          registration={form.register('host')}
          error={errors.host?.message}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
          <TextField
            label="Port"
            inputMode="numeric"
            autoComplete="off"
            registration={form.register('port')}
            error={errors.port?.message}
          />
          <SelectField
            label="Connection security"
            options={SECURITY_OPTIONS}
            registration={security}
            error={errors.security?.message}
          />
        </div>
        <TextField
          label="User name"
          autoComplete="off"
          spellCheck={false}
          hint="Optional. Often the full email address of the account."
          registration={form.register('user')}
          error={errors.user?.message}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          disabled={clearPassword}
          placeholder={settings.passwordSet ? 'Saved (hidden)' : undefined}
          hint={
            settings.passwordSet
              ? 'A password is saved; it is never shown. Leave this blank to keep it, or type a new one to replace it.'
              : 'Optional. Kept encrypted; it is never shown again.'
          }
          registration={form.register('password')}
          error={errors.password?.message}
        />
        {settings.passwordSet ? (
          <CheckboxField
            label="Remove the saved password"
            registration={form.register('clearPassword')}
            error={errors.clearPassword?.message}
          />
        ) : null}
        <TextField
          label="Sender (From)"
          autoComplete="off"
          hint="The sender of every message, such as City League <league@example.org>. Most providers take only an address of the account."
          registration={form.register('from')}
          error={errors.from?.message}
        />
        <FormError message={formError} />
        <div>
          <Button type="submit" disabled={isSubmitting}>
            Save email settings
          </Button>
        </div>
      </form>

      <div className="mt-8 flex flex-col gap-3 border-t border-neutral-800 pt-6">
        <h3 className="text-lg font-bold">Send a test email</h3>
        <p className="text-sm text-neutral-300">
          Tries the settings above as they are in the form, saved or not, and shows what the mail server answered. A
          blank password uses the saved one.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1">
            <TestAddressField value={to} onChange={setTo} error={toError} />
          </div>
          <Button
            variant="secondary"
            className="sm:mt-6"
            disabled={testing}
            aria-describedby={result ? resultId : undefined}
            onClick={() => void sendTest()}
          >
            {testing ? 'Sending…' : 'Send a test email'}
          </Button>
        </div>
        <div role="status" aria-live="polite">
          {result ? (
            <p
              id={resultId}
              className={`break-words rounded-md border px-3 py-2 text-sm ${
                result.sent
                  ? 'border-emerald-600/60 bg-emerald-950/60 text-emerald-100'
                  : 'border-red-500/50 bg-red-950/60 text-red-200'
              }`}
            >
              {result.message}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** The test's address: outside the settings form, since it is not a setting. */
function TestAddressField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-neutral-200">
        Send the test to
      </label>
      <input
        id={id}
        type="email"
        autoComplete="email"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="min-h-10 rounded-md border border-neutral-600 bg-neutral-900 px-3 py-2 text-neutral-100 aria-invalid:border-red-400"
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
