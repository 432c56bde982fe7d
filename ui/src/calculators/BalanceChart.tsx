import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** One line of the chart. */
export interface ChartSeries {
  label: string;
  values: readonly number[];
  /** A colour that reads on white (the design tokens' primary and accent). */
  color: string;
  dashed?: boolean;
}

/** Props of the loan chart. */
export interface BalanceChartProps {
  /** The figure's visible caption. */
  title: string;
  /** One sentence saying what the chart shows; read out instead of the drawing. */
  summary: string;
  /** The x values: loan years (0 is the start). */
  years: readonly number[];
  series: readonly ChartSeries[];
}

const AXIS_COLOR = '#4b5866';
const GRID_COLOR = '#e3e9ee';
const HEIGHT = 280;

function axisMoney(value: number): string {
  if (Math.abs(value) >= 1_000_000) return `$${(value / 1_000_000).toFixed(1)}M`;
  if (Math.abs(value) >= 1000) return `$${Math.round(value / 1000)}k`;
  return `$${Math.round(value)}`;
}

/**
 * A line chart of a loan over the years, drawn by uPlot on a canvas. The drawing is one image to assistive
 * technology (its summary); the page gives the same figures as a table.
 */
export default function BalanceChart({ title, summary, years, series }: BalanceChartProps) {
  const target = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = target.current;
    if (!element) return undefined;
    const options: uPlot.Options = {
      width: Math.max(200, element.clientWidth),
      height: HEIGHT,
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: false } },
      axes: [
        {
          stroke: AXIS_COLOR,
          grid: { stroke: GRID_COLOR },
          ticks: { stroke: GRID_COLOR },
          label: 'Year',
          values: (_chart, splits) => splits.map((value) => String(value)),
        },
        {
          stroke: AXIS_COLOR,
          grid: { stroke: GRID_COLOR },
          ticks: { stroke: GRID_COLOR },
          size: 60,
          values: (_chart, splits) => splits.map(axisMoney),
        },
      ],
      series: [
        {},
        ...series.map((line) => ({
          label: line.label,
          stroke: line.color,
          width: 2.5,
          dash: line.dashed ? [8, 6] : undefined,
          points: { show: false },
        })),
      ],
    };
    const data: uPlot.AlignedData = [Array.from(years), ...series.map((line) => Array.from(line.values))];
    const chart = new uPlot(options, data, element);
    const observer = new ResizeObserver(() => {
      chart.setSize({ width: Math.max(200, element.clientWidth), height: HEIGHT });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [years, series]);

  return (
    <figure className="calc-chart">
      <figcaption className="calc-chart__title">{title}</figcaption>
      <div className="calc-chart__canvas" ref={target} role="img" aria-label={summary} />
      <ul className="calc-chart__legend">
        {series.map((line) => (
          <li key={line.label}>
            <span
              className={line.dashed ? 'calc-chart__swatch calc-chart__swatch--dashed' : 'calc-chart__swatch'}
              style={{ borderColor: line.color }}
              aria-hidden="true"
            />
            {line.label}
          </li>
        ))}
      </ul>
    </figure>
  );
}
