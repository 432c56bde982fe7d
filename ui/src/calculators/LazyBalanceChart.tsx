import { lazy, Suspense } from 'react';
import type { BalanceChartProps } from './BalanceChart.tsx';

// The charting library loads in its own chunk, only when a calculator draws a chart.
const BalanceChart = lazy(() => import('./BalanceChart.tsx'));

/** The loan chart, loaded on demand; a quiet placeholder holds its place meanwhile. */
export function LazyBalanceChart(props: BalanceChartProps) {
  return (
    <Suspense fallback={<div className="calc-chart calc-chart--loading">Loading the chart…</div>}>
      <BalanceChart {...props} />
    </Suspense>
  );
}
