import { useEffect, useId, useRef } from 'react';
import { Form } from 'react-router';
import { buttonClass } from './button.tsx';

/** Hidden once the app runs the page (`data-started` on `<html>`, src/web/start.tsx). */
export const untilStartedClass = '[html[data-started]_&]:hidden';

/**
 * A choice that works before the app has started (decision 045): a native select in a GET
 * form to `action`, whose button sends the choice as `?<name>=` and the server answers with
 * the page showing it. Once the app runs, a choice applies as it is made (`onChoose`) and the
 * button hides; a choice made while the app was starting is applied once it has.
 */
export function ChoiceForm({
  action,
  name,
  label,
  value,
  choices,
  onChoose,
  stacked = false,
}: {
  action: string;
  name: string;
  label: string;
  value: string;
  choices: readonly { value: string; label: string }[];
  onChoose: (value: string) => void;
  /** The label above the select (else beside it). */
  stacked?: boolean;
}) {
  const selectId = useId();
  const select = useRef<HTMLSelectElement>(null);
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    const shown = select.current?.value;
    if (shown !== undefined && shown !== value) onChoose(shown);
  }, [value, onChoose]);
  return (
    <Form
      method="get"
      action={action}
      className={stacked ? 'mt-6 flex flex-col gap-2 sm:max-w-sm' : 'flex flex-wrap items-center gap-2'}
    >
      <label htmlFor={selectId} className="text-sm font-semibold text-neutral-200">
        {label}
      </label>
      <div className="flex gap-2">
        <select
          ref={select}
          id={selectId}
          name={name}
          value={value}
          onChange={(event) => onChoose(event.target.value)}
          className="min-h-10 min-w-0 flex-1 rounded-md border border-neutral-600 bg-neutral-900 px-3 py-2 text-neutral-100"
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
        <button type="submit" className={`${buttonClass('secondary')} ${untilStartedClass}`}>
          Show
        </button>
      </div>
    </Form>
  );
}
