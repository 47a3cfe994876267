import { businessCounters } from '@crankworks/contract';

export function BusinessOverview() {
  return (
    <div className="stats stats-vertical w-full bg-base-100 shadow md:stats-horizontal">
      {businessCounters.map((counter) => (
        <div key={counter.label} className="stat place-items-center">
          <div className="stat-value text-primary">{counter.value}</div>
          <div className="stat-title text-base-content/80">{counter.label}</div>
        </div>
      ))}
    </div>
  );
}
