import type { ButtonHTMLAttributes } from 'react';

type Tone = 'plain' | 'made' | 'missed' | 'foul' | 'team' | 'chosen' | 'primary';

const tones: Record<Tone, string> = {
  plain: 'border-neutral-700 bg-neutral-900 text-neutral-100 active:bg-neutral-800',
  made: 'border-emerald-700 bg-emerald-950 text-emerald-50 active:bg-emerald-900',
  missed: 'border-neutral-600 bg-neutral-900 text-neutral-200 active:bg-neutral-800',
  foul: 'border-amber-700 bg-amber-950 text-amber-50 active:bg-amber-900',
  team: 'border-sky-700 bg-sky-950 text-sky-50 active:bg-sky-900',
  chosen: 'border-brand bg-brand text-neutral-950',
  primary: 'border-brand bg-brand text-neutral-950 active:bg-brand-strong',
};

/**
 * A button of the scoring screen: at least 48 px tall and as wide as its cell (unless it does
 * not `fill` it), for a thumb at the scorer's table; pressed when chosen (docs/rules/screens.md#live-scoring).
 */
export function TapButton({
  tone = 'plain',
  fill = true,
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: Tone; fill?: boolean }) {
  return (
    <button
      type={type}
      className={`min-h-12 ${fill ? 'w-full' : 'shrink-0 px-4'} touch-manipulation select-none rounded-lg border px-2 py-1 text-sm font-semibold leading-tight transition-colors disabled:cursor-not-allowed disabled:opacity-35 ${tones[tone]} ${className}`}
      {...props}
    />
  );
}
