// The spec's spinner in four sizes (sm, md, lg, xl), announced with its label while it spins.

export type SpinnerSize = 'sm' | 'md' | 'lg' | 'xl';

const SIZES: Record<SpinnerSize, string> = {
  sm: 'size-4 border-2',
  md: 'size-6 border-2',
  lg: 'size-8 border-4',
  xl: 'size-12 border-4',
};

export function Spinner({ size = 'md', label }: { size?: SpinnerSize; label: string }) {
  return (
    <span role="status" aria-label={label} className="inline-flex items-center gap-3 text-slate-600">
      <span
        aria-hidden="true"
        data-size={size}
        className={`${SIZES[size]} animate-spin rounded-full border-brand-100 border-t-brand-700 motion-reduce:animate-none`}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
