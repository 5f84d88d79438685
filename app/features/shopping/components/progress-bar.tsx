import { progressStep } from "../lib/money";

export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <span className={`progress-${progressStep(percent)}`} style={{ width: `${Math.min(100, percent)}%` }} />
    </div>
  );
}
