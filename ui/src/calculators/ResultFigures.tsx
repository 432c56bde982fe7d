/** One figure of a result: a label and its formatted value. */
export interface ResultFigure {
  label: string;
  value: string;
  /** The headline figure, shown larger. */
  main?: boolean;
}

/** A list of result figures as a description list. */
export function ResultFigures({ figures }: { figures: readonly ResultFigure[] }) {
  return (
    <dl className="calc-figures">
      {figures.map((figure) => (
        <div
          key={figure.label}
          className={figure.main ? 'calc-figures__item calc-figures__item--main' : 'calc-figures__item'}
        >
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
